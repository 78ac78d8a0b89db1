/** Sécurité in a language (app/[locale]/compte/(chargement)/securite). */
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { SIGN_IN_URL } from '@/lib/navigation';
import { requireSession } from '@/server/auth/current';
import { firebaseWebConfig } from '@/server/auth/firebase-web';
import { errorTranslations, translator } from '@/server/i18n';
import { SecurityPanel, type SecurityTexts } from '@/components/account/SecurityPanel';

export function securityMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'securityPage')('title') };
}

export function securityTexts(locale: Locale): SecurityTexts {
  const t = translator(locale, 'securityPage');
  const keys = [
    'changeTitle',
    'changeLead',
    'deleteTitle',
    'deleteLead',
    'current',
    'currentMissing',
    'next',
    'sameAsCurrent',
    'changing',
    'change',
    'changed',
    'noEmail',
    'password',
    'passwordMissing',
    'confirm',
    'confirmMissing',
    'deleting',
    'delete',
  ] as const;
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    nextHint: t('nextHint', { min: PASSWORD_MIN_LENGTH }),
    afterDelete: `${localePath(locale, SIGN_IN_URL)}?compte=supprime`,
    errors: errorTranslations(locale, ['accountField', 'signIn', 'connection']),
  };
}

export async function SecurityRoute({ locale }: { locale: Locale }) {
  const session = await requireSession(localePath(locale, '/compte/securite'));
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{translator(locale, 'securityPage')('title')}</h1>
      <SecurityPanel config={firebaseWebConfig()} email={session.email} texts={securityTexts(locale)} />
    </div>
  );
}
