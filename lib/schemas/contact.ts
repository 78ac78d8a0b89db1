/** The contact form (pages/contact): stored for the admins. */
import { z } from './zod';
import { CONTACT_ERRORS, CONTACT_SUBJECTS } from '../contact';
import { normalizeMoroccanPhone } from '../phone';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const ContactBody = z
  .object({
    nom: z.string({ error: CONTACT_ERRORS.name }).trim().min(2, CONTACT_ERRORS.name).max(120, CONTACT_ERRORS.name),
    email: z.string({ error: CONTACT_ERRORS.email }).trim().max(254, CONTACT_ERRORS.email).pipe(z.email(CONTACT_ERRORS.email)),
    telephone: z.preprocess(
      blankToUndefined,
      z
        .string({ error: CONTACT_ERRORS.phone })
        .max(30, CONTACT_ERRORS.phone)
        .transform((v, ctx) => normalizeMoroccanPhone(v) ?? (ctx.addIssue({ code: 'custom', message: CONTACT_ERRORS.phone }), z.NEVER))
        .optional(),
    ),
    sujet: z.enum(CONTACT_SUBJECTS, { error: CONTACT_ERRORS.subject }),
    message: z.string({ error: CONTACT_ERRORS.message }).trim().min(10, CONTACT_ERRORS.message).max(3000, CONTACT_ERRORS.message),
    honeypot: z.preprocess((v) => v ?? '', z.string()).meta({ description: 'Champ piège, caché aux humains : toujours vide.' }),
  })
  .meta({ id: 'MessageContact' });
export type ContactMessage = z.output<typeof ContactBody>;
