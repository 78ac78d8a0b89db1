/**
 * The shape of the catalogues (messages/fr.json; messages/ar.json has the same, server/i18n.test.ts
 * says so), and the namespaces client components read themselves (components/texts).
 */
import type fr from '@/messages/fr.json';

export type Catalogue = typeof fr;
export type Namespace = keyof Catalogue;

/**
 * The namespaces a page may give its client components (<Texts namespaces>, useTexts): texts the
 * browser fills itself, with no plural, select or format, which need a message runtime it does not
 * have (server/i18n.test.ts formats each in both languages).
 */
export const CLIENT_NAMESPACES = [
  'card',
  'error',
  'carousel',
  'homeForm',
  'brandBox',
  'listingTypes',
  'fields',
  'contactForm',
  'reportForm',
  'auth',
  'sell',
  'profilePage',
  'phoneVerification',
  'contactBox',
  'gallery',
  'filtersPanel',
  'sortSelect',
  'alertButton',
  'listingActions',
  'alertsPage',
  'securityPage',
  'stopSponsoring',
  'header',
  'accountTabs',
  'language',
  'checkoutForm',
  'payButton',
  'questionForm',
  'notificationPreferences',
  'garageBar',
] as const satisfies readonly Namespace[];
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
