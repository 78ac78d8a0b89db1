/** The sign-in pages' texts in a language, for their client forms (messages: auth, errors). */
import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { PROFILE_STEP_URL } from '@/lib/navigation';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { errorTranslations, translator } from '@/server/i18n';

export interface AuthFormTexts {
  locale: Locale;
  email: string;
  password: string;
  forgotLink: string;
  signingIn: string;
  signIn: string;
  or: string;
  orWithEmail: string;
  fullName: string;
  phone: string;
  phoneHint: string;
  city: string;
  chooseCity: string;
  cityError: string;
  /** "Au moins 8 caractères" */
  passwordMin: string;
  termsBefore: string;
  termsLink: string;
  creating: string;
  create: string;
  sending: string;
  sendLink: string;
  resetSent: string;
  captchaWaiting: string;
  google: string;
  lastStep: string;
  googleAccount: string;
  finish: string;
  /** where an account without its profile finishes its sign-up, in the page's language */
  profileHref: string;
  /** The codes these forms' own checks, Firebase and a failed call may give → their text in the page's language (none in French). */
  errors: Record<string, string>;
}

/** The tables of the codes the sign-in forms show themselves (v1's come through the BFF already in the page's language). */
const AUTH_FORM_ERROR_TABLES = ['account', 'accountField', 'signIn', 'session', 'connection'];

export function authFormTexts(locale: Locale): AuthFormTexts {
  const t = translator(locale, 'auth');
  return {
    locale,
    email: t('email'),
    password: t('password'),
    forgotLink: t('forgotLink'),
    signingIn: t('signingIn'),
    signIn: t('signIn'),
    or: t('or'),
    orWithEmail: t('orWithEmail'),
    fullName: t('fullName'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    city: t('city'),
    chooseCity: t('chooseCity'),
    cityError: t('cityError'),
    passwordMin: t('passwordMin', { min: String(PASSWORD_MIN_LENGTH) }),
    termsBefore: t('termsBefore'),
    termsLink: t('termsLink'),
    creating: t('creating'),
    create: t('create'),
    sending: t('sending'),
    sendLink: t('sendLink'),
    resetSent: t('resetSent'),
    captchaWaiting: t('captchaWaiting'),
    google: t('google'),
    lastStep: t('lastStep'),
    googleAccount: t('googleAccount'),
    finish: t('finish'),
    profileHref: localePath(locale, PROFILE_STEP_URL),
    errors: errorTranslations(locale, AUTH_FORM_ERROR_TABLES),
  };
}
