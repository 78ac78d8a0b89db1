import Link from 'next/link';
import { v1 } from '@/lib/api';
import { readFailed } from '@/server/cache/v1-reads';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { equipmentTypeOf, type ListingKind, type ListingUrlType } from '@/lib/listing-types';
import { equipementSummarizer, motoSummarizer, type ListingSummary } from '@/lib/listings';
import { translator } from '@/server/i18n';
import { listingListUrl } from '@/lib/routes';
import { ListingGrid } from './ListingGrid';

export interface GoneListingData {
  kind: ListingKind;
  id: number;
  etat: 'expiree' | 'vendue';
  titre: string;
  type: ListingUrlType;
  marque: string | null;
}

/** Listings of the same brand (a moto) or type (equipment) still online, for a buyer who came too late. */
async function stillOnline(gone: GoneListingData, locale: Locale): Promise<ListingSummary[]> {
  const summarizeMoto = motoSummarizer(locale);
  const summarizeEquipement = equipementSummarizer(locale);
  try {
    if (gone.kind === 'moto') {
      if (!gone.marque) return (await v1.moto.search({ limit: 8 })).annonces.map(summarizeMoto);
      return (await v1.moto.similaires(gone.marque, gone.id, 8)).map(summarizeMoto);
    }
    const page = await v1.equipement.search({ type: equipmentTypeOf(gone.type)!, limit: 8 });
    return page.annonces.map(summarizeEquipement);
  } catch (error) {
    return readFailed<ListingSummary[]>('listings like a gone one', [])(error);
  }
}

/** What a listing's address shows once it expired or sold (answered 410 Gone: ListingRoute). */
export async function GoneListing({ gone, locale }: { gone: GoneListingData; locale: Locale }) {
  const t = translator(locale, 'gone');
  const similar = await stillOnline(gone, locale);
  const list = localePath(locale, listingListUrl(gone.type, gone.kind === 'moto' && gone.marque ? { marque: gone.marque } : undefined));
  return (
    <div className="container-page py-8">
      <section aria-labelledby="indisponible" className="card mx-auto max-w-2xl space-y-3 p-6 text-center">
        <h1 id="indisponible" className="text-2xl font-extrabold">
          {t('heading')}
        </h1>
        <p className="text-muted">
          <span dir="auto" className="font-semibold text-ink">
            {gone.titre}
          </span>{' '}
          {gone.etat === 'vendue' ? t('sold') : t('expired')}
        </p>
        <p>
          <Link href={list} className="btn-primary">
            {gone.kind === 'moto' && gone.marque
              ? t('brandList', { marque: gone.marque })
              : t('typeList', { type: translator(locale, 'listingTypes')(gone.type) })}
          </Link>
        </p>
      </section>
      {similar.length > 0 ? (
        <section aria-labelledby="encore-en-ligne" className="mt-10">
          <h2 id="encore-en-ligne" className="mb-4 text-xl font-bold">
            {t('stillOnline')}
          </h2>
          <ListingGrid listings={similar} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}
