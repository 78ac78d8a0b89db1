/**
 * The question form of /sponsoring: its texts and the checks the page makes before sending. No zod
 * here, since a public page ships it; v1 checks again with lib/schemas/sponsoring.ts.
 */
import { errorCodes } from './errors';
export const SPONSORING_QUESTION_MESSAGES = {
  email: 'Veuillez indiquer une adresse e-mail valide.',
  subject: 'Le sujet doit faire entre 3 et 120 caractères.',
  message: 'Votre message doit faire entre 10 et 3000 caractères.',
  sent: 'Message envoyé. Notre équipe commerciale vous répond par e-mail.',
} as const;
export const SPONSORING_QUESTION_ERRORS = /* @__PURE__ */ errorCodes('sponsoringQuestion', SPONSORING_QUESTION_MESSAGES);

const within = (value: string, min: number, max: number) => value.trim().length >= min && value.trim().length <= max;

/** The fields to fix, with their message (empty: ready to send). */
export function sponsoringQuestionErrors(fields: { email: string; subject: string; message: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(fields.email.trim()) || fields.email.trim().length > 254) errors.email = SPONSORING_QUESTION_ERRORS.email;
  if (!within(fields.subject, 3, 120)) errors.subject = SPONSORING_QUESTION_ERRORS.subject;
  if (!within(fields.message, 10, 3000)) errors.message = SPONSORING_QUESTION_ERRORS.message;
  return errors;
}
