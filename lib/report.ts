/** Reports of bad listings: the reasons and texts of the spec, and the rule on "other". No zod here: pages ship it. */
import { errorCodes } from './errors';

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
export const REPORT_ERRORS = /* @__PURE__ */ errorCodes('report', REPORT_MESSAGES);

/** The reason rules of the spec: one is required; "other" requires details. Null when fine. */
export function reasonProblem(motif: string | undefined, details: string | undefined): string | null {
  if (!motif || !(motif in REPORT_REASONS)) return REPORT_ERRORS.reasonRequired;
  if (motif === 'other' && !details?.trim()) return REPORT_ERRORS.otherNeedsDetails;
  return null;
}
