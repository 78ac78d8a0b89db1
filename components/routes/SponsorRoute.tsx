/** Buying a sponsoring for one of my listings, in a language (app/[locale]/compte/ads/sponsoriser). */
import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { v1 } from '@/lib/api';
import { requestTime } from '@/lib/clock';
import { formatDateIn, formatPriceIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { MY_LISTINGS_URL, SPONSOR_URL } from '@/lib/navigation';
import { SPONSORING_ERRORS, type Pack } from '@/lib/schemas/sponsoring';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { errorInLanguage, translator } from '@/server/i18n';
import { packDescriptionIn, packNameIn, packPerDayIn } from '@/server/pack-name';
import { EmptyState } from '@/components/ui/EmptyState';
import { SponsorCheckout, type PackOption } from '@/components/sponsoring/SponsorCheckout';
import { Texts } from '@/components/texts/Texts';
import { bdi } from '@/components/ui/bdi';

const DAY_MS = 86_400_000;

export function sponsorMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'checkout')('metaTitle') };
}

/** The packs as the page offers them; their dates count from now, when the page is opened. */
function packOptions(locale: Locale, packs: Pack[], now: number): PackOption[] {
  const t = translator(locale, 'checkout');
  return packs.map((pack) => {
    const days = t('days', { days: pack.nbr_jour });
    const name = packNameIn(locale, pack, pack.nbr_jour)!;
    // An Arabic page also says what a day costs (a pack named by its days says them already).
    const detail = [locale === 'fr' ? days : packPerDayIn(locale, pack), packDescriptionIn(locale, pack)].filter(Boolean).join(' · ');
    const period = t('period', { days, start: formatDateIn(locale, new Date(now)), end: formatDateIn(locale, new Date(now + pack.nbr_jour * DAY_MS)) });
    return { idpack: pack.idpack, name, price: formatPriceIn(locale, pack.prix), detail, period };
  });
}

export async function SponsorRoute({ searchParams, locale }: { searchParams: Promise<{ annonce?: string | string[] }>; locale: Locale }) {
  const { annonce } = await searchParams;
  const match = /^(moto|equipement)-(\d{1,10})$/.exec(typeof annonce === 'string' ? annonce : '');
  if (!match) notFound();
  const kind = match[1] as 'moto' | 'equipement';
  const id = Number(match[2]);
  const returnPath = `${localePath(locale, SPONSOR_URL)}?annonce=${kind}-${id}`;
  const session = await requireSession(returnPath);
  const client = v1AsSession(session, returnPath).compte;
  const [listing, packs] = await Promise.all([kind === 'moto' ? client.moto(id) : client.equipement(id), v1.packsponsoring.type(kind)]);
  if (!listing) notFound();
  const t = translator(locale, 'checkout');
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t.rich('title', { titre: listing.titre, bdi })}</h1>
      <p className="text-muted">{t('lead')}</p>
      {listing.etat !== 'publiee' ? (
        <EmptyState title={errorInLanguage(locale, SPONSORING_ERRORS.notPublished)}>
          <Link href={localePath(locale, MY_LISTINGS_URL)} className="link">
            {t('back')}
          </Link>
        </EmptyState>
      ) : packs.length === 0 ? (
        <p className="card p-6 text-muted">{t('noPacks')}</p>
      ) : (
        <Texts locale={locale} namespaces={['checkoutForm', 'payButton']}>
          <SponsorCheckout kind={kind} idannonce={id} titre={listing.titre} options={packOptions(locale, packs, requestTime())} />
        </Texts>
      )}
    </div>
  );
}
