/** The contact form (pages/contact): stored for the admins. */
import { z } from './zod';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from '../contact';
import { normalizeMoroccanPhone } from '../phone';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const ContactBody = z
  .object({
    nom: z.string({ error: CONTACT_MESSAGES.name }).trim().min(2, CONTACT_MESSAGES.name).max(120, CONTACT_MESSAGES.name),
    email: z.string({ error: CONTACT_MESSAGES.email }).trim().max(254, CONTACT_MESSAGES.email).pipe(z.email(CONTACT_MESSAGES.email)),
    telephone: z.preprocess(
      blankToUndefined,
      z
        .string({ error: CONTACT_MESSAGES.phone })
        .max(30, CONTACT_MESSAGES.phone)
        .transform((v, ctx) => normalizeMoroccanPhone(v) ?? (ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phone }), z.NEVER))
        .optional(),
    ),
    sujet: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
    message: z.string({ error: CONTACT_MESSAGES.message }).trim().min(10, CONTACT_MESSAGES.message).max(3000, CONTACT_MESSAGES.message),
    honeypot: z.preprocess((v) => v ?? '', z.string()).meta({ description: 'Champ piège, caché aux humains : toujours vide.' }),
  })
  .meta({ id: 'MessageContact' });
export type ContactMessage = z.output<typeof ContactBody>;
