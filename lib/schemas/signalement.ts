/** The report form and its rules (spec, validation rules: Report). */
import { z } from 'zod';
import { normalizeMoroccanPhone } from '../phone';

export const REPORT_REASONS = {
  duplicate: 'Annonce en double',
  fraud: 'Annonce frauduleuse / arnaque',
  price: 'Prix incorrect / anormal',
  misleading: 'Informations trompeuses / inexactes',
  contact: 'Coordonnees invalides / injoignable',
  other: 'Autre (preciser)',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_MESSAGES = {
  invalidParams: 'Parametres invalides.',
  reasonRequired: 'Veuillez selectionner un motif.',
  otherNeedsDetails: 'Merci de preciser le probleme pour le motif Autre.',
  success: 'Signalement envoye. Merci !',
  failure: 'Une erreur est survenue. Veuillez reessayer.',
  invalidEmail: 'Adresse e-mail invalide.',
  invalidPhone: 'Numéro de téléphone invalide : format +2126XXXXXXXX.',
  detailsTooLong: 'Les détails sont trop longs (2000 caractères au plus).',
  notFound: 'Annonce introuvable.',
} as const;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string({ error: message }).trim().max(max, message).optional(),
  );

export const SignalementBody = z
  .object({
    type_annonce: z.enum(['moto', 'equipement'], { error: REPORT_MESSAGES.invalidParams }),
    idannonce: z
      .union([z.number(), z.string()], { error: REPORT_MESSAGES.invalidParams })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .regex(/^\d{1,10}$/, REPORT_MESSAGES.invalidParams)
          .transform(Number)
          .pipe(z.number().int().min(1, REPORT_MESSAGES.invalidParams).max(2_147_483_647, REPORT_MESSAGES.invalidParams)),
      )
      .meta({ description: "Id numérique de l'annonce (nombre ou texte)." }),
    motif: z.enum(REPORT_REASON_KEYS, { error: REPORT_MESSAGES.reasonRequired }),
    details: optionalText(2000, REPORT_MESSAGES.detailsTooLong),
    contact_email: optionalText(254, REPORT_MESSAGES.invalidEmail).pipe(
      z.email(REPORT_MESSAGES.invalidEmail).optional(),
    ),
    contact_phone: optionalText(30, REPORT_MESSAGES.invalidPhone)
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const phone = normalizeMoroccanPhone(v);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.invalidPhone });
          return z.NEVER;
        }
        return phone;
      }),
    honeypot: z
      .preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: REPORT_MESSAGES.invalidParams }))
      .meta({ description: 'Champ piège, caché aux humains : toujours envoyé, vide.' }),
  })
  .superRefine((body, ctx) => {
    if (body.motif === 'other' && !body.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: REPORT_MESSAGES.otherNeedsDetails });
    }
  })
  .meta({ id: 'Signalement' });
export type SignalementInput = z.input<typeof SignalementBody>;
export type Signalement = z.output<typeof SignalementBody>;
