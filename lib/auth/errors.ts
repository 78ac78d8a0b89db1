/** Firebase Authentication errors, in the words of the site: each Firebase code → our error code (lib/errors.ts). */
import { CONNECTION_ERRORS } from '../api/refusal';
import { ACCOUNT_ERRORS, ACCOUNT_FIELD_ERRORS } from '../schemas/account';
import { errorCodes } from '../errors';

export const SIGN_IN_MESSAGES = {
  invalidCredential: 'E-mail ou mot de passe incorrect.',
  wrongPassword: 'Mot de passe incorrect.',
  userNotFound: 'Aucun compte n’existe avec cette adresse e-mail.',
  passwordMissing: 'Veuillez saisir votre mot de passe.',
  userDisabled: 'Ce compte a été désactivé. Contactez-nous.',
  tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes ou réinitialisez votre mot de passe.',
  weakPassword: 'Mot de passe trop faible : au moins 8 caractères.',
  popupClosed: 'La fenêtre Google a été fermée avant la fin de la connexion.',
  popupBlocked: 'Votre navigateur a bloqué la fenêtre Google : autorisez les fenêtres pour ce site et réessayez.',
  existsWithPassword: 'Un compte existe déjà avec cet e-mail : connectez-vous avec votre mot de passe.',
  recentLogin: 'Pour des raisons de sécurité, confirmez votre mot de passe.',
  linkExpired: 'Ce lien a expiré. Demandez-en un nouveau.',
  linkInvalid: 'Ce lien n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
  generic: 'Une erreur est survenue. Veuillez réessayer.',
  /** /api/session refused the sign-in without saying why */
  sessionRefused: 'Connexion impossible.',
} as const;
export const SIGN_IN_ERRORS = /* @__PURE__ */ errorCodes('signIn', SIGN_IN_MESSAGES);

/** The tables of the codes the sign-in forms show themselves: their checks', Firebase's, a failed call's (v1's come through the BFF in the page's language). */
export const AUTH_FORM_ERROR_TABLES = ['account', 'accountField', 'signIn', 'session', 'connection'] as const;

const BY_FIREBASE_CODE: Record<string, string> = {
  'auth/invalid-credential': SIGN_IN_ERRORS.invalidCredential,
  'auth/invalid-login-credentials': SIGN_IN_ERRORS.invalidCredential,
  'auth/wrong-password': SIGN_IN_ERRORS.wrongPassword,
  'auth/user-not-found': SIGN_IN_ERRORS.userNotFound,
  'auth/invalid-email': ACCOUNT_FIELD_ERRORS.emailInvalid,
  'auth/missing-password': SIGN_IN_ERRORS.passwordMissing,
  'auth/user-disabled': SIGN_IN_ERRORS.userDisabled,
  'auth/too-many-requests': SIGN_IN_ERRORS.tooManyAttempts,
  'auth/network-request-failed': CONNECTION_ERRORS.network,
  'auth/email-already-in-use': ACCOUNT_ERRORS.emailTaken,
  'auth/weak-password': SIGN_IN_ERRORS.weakPassword,
  'auth/popup-closed-by-user': SIGN_IN_ERRORS.popupClosed,
  'auth/cancelled-popup-request': SIGN_IN_ERRORS.popupClosed,
  'auth/popup-blocked': SIGN_IN_ERRORS.popupBlocked,
  'auth/account-exists-with-different-credential': SIGN_IN_ERRORS.existsWithPassword,
  'auth/requires-recent-login': SIGN_IN_ERRORS.recentLogin,
  'auth/expired-action-code': SIGN_IN_ERRORS.linkExpired,
  'auth/invalid-action-code': SIGN_IN_ERRORS.linkInvalid,
};

/** Our error code for what Firebase or /api/session threw (its text: lib/errors.ts's errorText). */
export function authError(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'session/refused') return (error as Error).message || SIGN_IN_ERRORS.sessionRefused;
  return BY_FIREBASE_CODE[code] ?? SIGN_IN_ERRORS.generic;
}

export function authErrorCode(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? '';
}
