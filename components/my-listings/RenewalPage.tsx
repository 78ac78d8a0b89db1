import Link from 'next/link';
import { EmailLinkPage } from '@/components/layout/EmailLinkPage';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { V1Error } from '@/lib/api/client';
import { v1 } from '@/lib/api';
import { formatDateIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { isOneOf } from '@/lib/one-of';
import { MY_LISTINGS_URL } from '@/lib/navigation';
import { listingDetailUrl } from '@/lib/routes';
import type { ListingUrlType } from '@/lib/listing-types';
import { translator } from '@/server/i18n';
import { RENEWAL_PAGE } from '@/server/selling/renewal-link';

export const RENEWAL_OUTCOMES = ['prolongee', 'deja', 'etat', 'trop', 'invalide'] as const;
export type RenewalOutcome = (typeof RENEWAL_OUTCOMES)[number];

export interface RenewableListing {
  type: ListingUrlType;
  idannonce: number;
  titre: string;
  etat: string;
  date_expiration: string | null;
}

export function renewalMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'renewal')('title'), robots: { index: false, follow: false } };
}

/** /annonce/prolonger in a language (app/[locale]/annonce/prolonger): per link, never cached. */
export async function RenewalRoute({
  searchParams,
  locale,
}: {
  searchParams: Promise<{ jeton?: string | string[]; resultat?: string | string[] }>;
  locale: Locale;
}) {
  const { jeton, resultat } = await searchParams;
  const outcome = isOneOf(RENEWAL_OUTCOMES, resultat) ? resultat : null;
  const token = typeof jeton === 'string' && jeton.length <= 600 ? jeton : null;
  let listing: RenewableListing | null = null;
  let refused: RenewalOutcome | null = null;
  if (token && !outcome) {
    try {
      listing = await v1.prolongation.lien(token);
    } catch (error) {
      if (!(error instanceof V1Error) || error.status >= 500) throw error;
      refused = error.status === 410 ? 'deja' : error.status === 429 ? 'trop' : 'invalide';
    }
  }
  return <RenewalPage jeton={token} listing={listing} outcome={outcome ?? refused} locale={locale} />;
}

/**
 * /annonce/prolonger: what the link of an expiry notice renews, and one button to renew it (no
 * sign-in: the link's token is the key). Or, once posted, what happened.
 */
export function RenewalPage({
  jeton,
  listing,
  outcome,
  locale,
}: {
  jeton: string | null;
  listing: RenewableListing | null;
  outcome: RenewalOutcome | null;
  locale: Locale;
}) {
  const t = translator(locale, 'renewal');
  const message = outcome ?? (listing ? null : 'invalide');
  const mine = localePath(locale, MY_LISTINGS_URL);
  const title = (text: ReactNode) => (
    <span className="font-semibold" dir="auto">
      {text}
    </span>
  );
  return (
    <EmailLinkPage headingId="prolonger" title={t('title')}>
      {message ? (
        <p
          role="status"
          className={
            message === 'prolongee' ? 'rounded-lg bg-green-100 px-4 py-3 font-medium text-accent' : 'rounded-lg bg-brand-light px-4 py-3 text-brand-dark'
          }
        >
          {t(`outcomes.${message}`)}
        </p>
      ) : null}
      {listing && jeton && !outcome ? (
        <>
          <p>
            {listing.etat === 'expiree'
              ? t.rich('expired', { titre: listing.titre, title })
              : listing.date_expiration
                ? t.rich('leaves', { titre: listing.titre, date: formatDateIn(locale, listing.date_expiration), title })
                : t.rich('noDate', { titre: listing.titre, title })}
          </p>
          <form method="post" action={`${localePath(locale, RENEWAL_PAGE)}/confirmer`} className="space-y-3">
            <input type="hidden" name="jeton" value={jeton} />
            <button type="submit" className="btn-primary w-full">
              {t('renew')}
            </button>
          </form>
          <p className="text-sm text-muted">
            {t.rich('soldHint', {
              mine: (text) => (
                <Link href={mine} className="link">
                  {text}
                </Link>
              ),
            })}
          </p>
          {listing.etat === 'publiee' ? (
            <p className="text-sm">
              <Link href={localeHref(locale, listingDetailUrl(listing.type, listing.titre, listing.idannonce))} className="link">
                {t('seeListing')}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p>
          <Link href={mine} className="link">
            {t('goMine')}
          </Link>
        </p>
      )}
    </EmailLinkPage>
  );
}
