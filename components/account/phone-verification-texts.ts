/** The phone verification's texts in a language (messages: phoneVerification, formErrors), the number written in. */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/phone';
import { messageTranslations, translator } from '@/server/i18n';
import type { PhoneVerificationTexts } from './PhoneVerification';

export function phoneVerificationTexts(locale: Locale, telephone: string | null): PhoneVerificationTexts {
  const t = translator(locale, 'phoneVerification');
  // Numbers read left to right inside an Arabic sentence.
  const phone = telephone ? `\u2066${formatPhone(telephone)}\u2069` : '';
  return {
    title: t('title'),
    lead: t('lead'),
    number: t('number', { phone }),
    send: t('send'),
    sending: t('sending'),
    sent: t('sent', { phone }),
    code: t('code'),
    codeHint: t('codeHint'),
    confirm: t('confirm'),
    confirming: t('confirming'),
    resend: t('resend'),
    verified: t('verified', { phone }),
    noPhone: t('noPhone'),
    badge: t('badge'),
    errors: messageTranslations(locale),
  };
}
