/** The phone verification's texts in a language (messages: phoneVerification, errors); {phone} is left for the number. */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { errorTranslations, translator } from '@/server/i18n';
import type { PhoneVerificationTexts } from './PhoneVerification';

export function phoneVerificationTexts(locale: Locale): PhoneVerificationTexts {
  const t = translator(locale, 'phoneVerification');
  // The number is put in by the component, as an element that reads left to right in Arabic too.
  const phone = '{phone}';
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
    errors: errorTranslations(locale, ['phone', 'connection']),
  };
}
