import Link from 'next/link';
import { EmailLinkPage } from '@/components/layout/EmailLinkPage';
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { isOneOf } from '@/lib/one-of';
import { ALERTS_URL } from '@/lib/navigation';
import { UNSUBSCRIBE_PAGE } from '@/server/alerts/mail-links';
import { translator } from '@/server/i18n';

const OUTCOMES = ['fait', 'deja', 'trop', 'invalide'] as const;

export function unsubscribeMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'unsubscribe')('title'), robots: { index: false, follow: false } };
}

/** /alertes/desabonner in a language: the digest's unsubscribe link, one button (GET changes nothing), or what happened. */
export async function UnsubscribeRoute({
  searchParams,
  locale,
}: {
  searchParams: Promise<{ jeton?: string | string[]; resultat?: string | string[] }>;
  locale: Locale;
}) {
  const t = translator(locale, 'unsubscribe');
  const { jeton: rawToken, resultat } = await searchParams;
  const jeton = typeof rawToken === 'string' && rawToken.length <= 600 ? rawToken : null;
  const outcome = isOneOf(OUTCOMES, resultat) ? resultat : jeton ? null : 'invalide';
  return (
    <EmailLinkPage headingId="desabonner" title={t('h1')}>
      {outcome ? (
        <p role="status" className="rounded-lg bg-brand-light px-4 py-3">
          {t(`outcomes.${outcome}`)}
        </p>
      ) : (
        <form method="post" action={`${localePath(locale, UNSUBSCRIBE_PAGE)}/confirmer`} className="space-y-3">
          <p>{t('explain')}</p>
          <input type="hidden" name="jeton" value={jeton!} />
          <button type="submit" className="btn-primary w-full">
            {t('stop')}
          </button>
        </form>
      )}
      <p>
        <Link href={localePath(locale, ALERTS_URL)} className="link">
          {t('manage')}
        </Link>
      </p>
    </EmailLinkPage>
  );
}
