/** Firebase Authentication errors, in the words of the site. */
import { NETWORK_ERROR } from '../api/browser';

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'E-mail ou mot de passe incorrect.',
  'auth/invalid-login-credentials': 'E-mail ou mot de passe incorrect.',
  'auth/wrong-password': 'Mot de passe incorrect.',
  'auth/user-not-found': 'Aucun compte n’existe avec cette adresse e-mail.',
  'auth/invalid-email': 'Adresse e-mail invalide.',
  'auth/missing-password': 'Veuillez saisir votre mot de passe.',
  'auth/user-disabled': 'Ce compte a été désactivé. Contactez-nous.',
  'auth/too-many-requests': 'Trop de tentatives. Patientez quelques minutes ou réinitialisez votre mot de passe.',
  'auth/network-request-failed': NETWORK_ERROR,
  'auth/email-already-in-use': 'Un compte existe déjà avec cette adresse e-mail.',
  'auth/weak-password': 'Mot de passe trop faible : au moins 8 caractères.',
  'auth/popup-closed-by-user': 'La fenêtre Google a été fermée avant la fin de la connexion.',
  'auth/cancelled-popup-request': 'La fenêtre Google a été fermée avant la fin de la connexion.',
  'auth/popup-blocked': 'Votre navigateur a bloqué la fenêtre Google : autorisez les fenêtres pour ce site et réessayez.',
  'auth/account-exists-with-different-credential': 'Un compte existe déjà avec cet e-mail : connectez-vous avec votre mot de passe.',
  'auth/requires-recent-login': 'Pour des raisons de sécurité, confirmez votre mot de passe.',
  'auth/expired-action-code': 'Ce lien a expiré. Demandez-en un nouveau.',
  'auth/invalid-action-code': 'Ce lien n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  return MESSAGES[code] ?? 'Une erreur est survenue. Veuillez réessayer.';
}

export function authErrorCode(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? '';
}
