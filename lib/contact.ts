/** The contact form's subjects and texts. No zod here: pages ship it. */
import { errorCodes } from './errors';
export const CONTACT_SUBJECTS = [
  'Question sur une annonce',
  'Problème avec mon compte',
  'Sponsoring et paiement',
  'Publicité sur le site',
  'Signaler un abus',
  'Autre',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** Each subject's key in the catalogue (messages: contactForm.subjects). */
export const CONTACT_SUBJECT_KEYS = {
  'Question sur une annonce': 'question',
  'Problème avec mon compte': 'account',
  'Sponsoring et paiement': 'payment',
  'Publicité sur le site': 'ads',
  'Signaler un abus': 'abuse',
  Autre: 'other',
} as const satisfies Record<ContactSubject, string>;

export const CONTACT_MESSAGES = {
  name: 'Veuillez indiquer votre nom.',
  email: 'Veuillez indiquer une adresse e-mail valide.',
  phone: 'Numéro de téléphone invalide : format +2126XXXXXXXX.',
  subject: 'Veuillez choisir un sujet.',
  message: 'Votre message doit faire entre 10 et 3000 caractères.',
  success: 'Message envoyé. Nous vous répondrons dans les meilleurs délais.',
} as const;
export const CONTACT_ERRORS = /* @__PURE__ */ errorCodes('contact', CONTACT_MESSAGES);
