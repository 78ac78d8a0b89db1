import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatPriceIn } from '@/lib/i18n/format';
import { pageAlternates } from '@/lib/i18n/alternates';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { absolutePhotoUrl } from '@/lib/seo';
import { translator } from '@/server/i18n';
import { ListingDetail } from '@/components/listing/ListingDetail';
import { loadListingDetail } from '@/components/listing/detail-data';
import { GoneListing } from '@/components/listing/GoneListing';
import { loadGoneListing } from './GoneRoute';
import { PAGE_STATUS_META } from '@/lib/seo';
import { cityNameIn } from '@/server/reference-names';
import { isolated } from '@/lib/text';

/** A listing's description for search engines: its own text, cut at a word, or a sentence about it. */
function describe(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > 155 ? `${flat.slice(0, 152).replace(/\s+\S*$/, '')}…` : flat;
}

/** A listing page's metadata in a language (app/[locale]/annonce/…). */
export async function listingRouteMetadata(type: string, id: string, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'listing');
  const data = await loadListingDetail(type, id).catch(() => null);
  if (!data) {
    // Expired or sold: the gone page, answered 410 (the status the page declares: App Router pages cannot set one).
    const gone = await loadGoneListing(type, id).catch(() => null);
    if (gone) return { title: translator(locale, 'gone')('title'), robots: { index: false, follow: true }, other: { [PAGE_STATUS_META]: '410' } };
    return { title: t('notFoundTitle'), robots: { index: false } };
  }
  const { detail, summary } = data;
  const ville = cityNameIn(locale, detail.ville);
  const title = t('metaTitle', { titre: isolated(detail.titre), prix: formatPriceIn(locale, detail.prix), ville });
  const description = describe(detail.description, t('metaFallback', { titre: detail.titre, ville }));
  const image = absolutePhotoUrl(detail.photo1);
  return {
    title,
    description,
    alternates: pageAlternates(locale, summary.href),
    openGraph: {
      title,
      description,
      url: localePath(locale, summary.href),
      type: 'website',
      images: image ? [{ url: image, width: 1024, height: 768, alt: detail.titre }] : undefined,
    },
  };
}

/**
 * A listing's page in a language; under any title the page is the listing's (CanonicalAddress).
 * Once it expired or sold, its address shows what became of it and listings like it (410).
 */
export async function ListingRoute({ type, id, locale }: { type: string; id: string; locale: Locale }) {
  const data = await loadListingDetail(type, id);
  if (data) return <ListingDetail data={data} locale={locale} />;
  const gone = await loadGoneListing(type, id);
  if (!gone) notFound();
  return <GoneListing gone={gone} locale={locale} />;
}
