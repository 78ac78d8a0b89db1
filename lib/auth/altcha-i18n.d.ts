// The widget's French texts register themselves on import; the package ships no types for them.
declare module 'altcha/i18n/fr-fr';
