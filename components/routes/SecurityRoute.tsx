/** Sécurité in a language (app/[locale]/compte/(chargement)/securite). */
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { SECURITY_ERROR_TABLES } from '@/lib/schemas/account';
import { requireSession } from '@/server/auth/current';
import { firebaseWebConfig } from '@/server/auth/firebase-web';
import { translator } from '@/server/i18n';
import { SecurityPanel } from '@/components/account/SecurityPanel';
import { Texts } from '@/components/texts/Texts';

export function securityMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'securityPage')('title') };
}

export async function SecurityRoute({ locale }: { locale: Locale }) {
  const session = await requireSession(localePath(locale, '/compte/securite'));
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{translator(locale, 'securityPage')('title')}</h1>
      <Texts locale={locale} namespaces={['securityPage']} errors={SECURITY_ERROR_TABLES}>
        <SecurityPanel config={firebaseWebConfig()} email={session.email} />
      </Texts>
    </div>
  );
}
