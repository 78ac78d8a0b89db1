/** The report form and its rules (spec, validation rules: Report). */
import { z } from './zod';
import { normalizeMoroccanPhone } from '../phone';
import { REPORT_ERRORS, REPORT_REASON_KEYS, reasonProblem } from '../report';

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string({ error: message }).trim().max(max, message).optional(),
  );

export const SignalementBody = z
  .object({
    type_annonce: z.enum(['moto', 'equipement'], { error: REPORT_ERRORS.invalidParams }),
    idannonce: z
      .union([z.number(), z.string()], { error: REPORT_ERRORS.invalidParams })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .regex(/^\d{1,10}$/, REPORT_ERRORS.invalidParams)
          .transform(Number)
          .pipe(z.number().int().min(1, REPORT_ERRORS.invalidParams).max(2_147_483_647, REPORT_ERRORS.invalidParams)),
      )
      .meta({ description: "Id numérique de l'annonce (nombre ou texte)." }),
    motif: z.enum(REPORT_REASON_KEYS, { error: REPORT_ERRORS.reasonRequired }),
    details: optionalText(2000, REPORT_ERRORS.detailsTooLong),
    contact_email: optionalText(254, REPORT_ERRORS.invalidEmail).pipe(z.email(REPORT_ERRORS.invalidEmail).optional()),
    contact_phone: optionalText(30, REPORT_ERRORS.invalidPhone).transform((v, ctx) => {
      if (v === undefined) return undefined;
      const phone = normalizeMoroccanPhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: REPORT_ERRORS.invalidPhone });
        return z.NEVER;
      }
      return phone;
    }),
    honeypot: z
      .preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: REPORT_ERRORS.invalidParams }))
      .meta({ description: 'Champ piège, caché aux humains : toujours envoyé, vide.' }),
  })
  .superRefine((body, ctx) => {
    const problem = reasonProblem(body.motif, body.details);
    if (problem) ctx.addIssue({ code: 'custom', path: ['details'], message: problem });
  })
  .meta({ id: 'Signalement' });
export type Signalement = z.output<typeof SignalementBody>;
