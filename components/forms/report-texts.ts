/** The report form's texts in a language (messages: report). */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { REPORT_REASON_KEYS, type ReportReason } from '@/lib/report';
import { errorTranslations, translator } from '@/server/i18n';
import type { ReportFormTexts } from './ReportForm';

export function reportFormTexts(locale: Locale): ReportFormTexts {
  const t = translator(locale, 'report');
  return {
    locale,
    reasonLegend: t('reasonLegend'),
    reasons: Object.fromEntries(REPORT_REASON_KEYS.map((key) => [key, t(`reasons.${key}`)])) as Record<ReportReason, string>,
    detailsRequired: t('detailsRequired'),
    detailsOptional: t('detailsOptional'),
    email: t('email'),
    phone: t('phone'),
    phonePlaceholder: t('phonePlaceholder'),
    honeypot: t('honeypot'),
    cancel: t('cancel'),
    sending: t('sending'),
    send: t('send'),
    errors: errorTranslations(locale, ['report']),
    success: t('success'),
    failure: t('failure'),
  };
}
