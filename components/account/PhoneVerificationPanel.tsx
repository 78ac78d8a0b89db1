import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/phone';
import { PHONE_VERIFICATION_ERROR_TABLES } from '@/lib/schemas/account';
import { firebaseWebConfig } from '@/server/auth/firebase-web';
import { Texts } from '../texts/Texts';
import { PhoneVerification } from './PhoneVerification';

/** The phone verification of an account, with its texts in the page's language (on /compte and when posting). */
export function PhoneVerificationPanel({ locale, telephone, verified }: { locale: Locale; telephone: string | null; verified: boolean }) {
  return (
    <Texts locale={locale} namespaces={['phoneVerification']} errors={PHONE_VERIFICATION_ERROR_TABLES}>
      <PhoneVerification config={firebaseWebConfig()} phone={telephone ? formatPhone(telephone) : null} verified={verified} />
    </Texts>
  );
}
