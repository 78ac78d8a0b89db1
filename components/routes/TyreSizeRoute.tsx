/** The page of a tyre size in a language (app/[locale]/pneus/[taille]). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { v1 } from '@/lib/api';
import { pageAlternates } from '@/lib/i18n/alternates';
import { formatNumber, formatPriceIn, leftToRightIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { tyreSizeUrl } from '@/lib/routes';
import { readTyreSizeKey, TYRE_SIZE_INDEXED_FROM, tyreKeyText } from '@/lib/tyre-sizes';
import { translator } from '@/server/i18n';
import { TyreSizePageView, type TyreSizePageData } from '@/components/tyres/TyreSizePageView';

/** The size behind the address with its listings and the other sizes on sale; null when it has none (or is not a key). */
const loadSize = cache(async (taille: string): Promise<TyreSizePageData | null> => {
  const read = readTyreSizeKey(taille);
  // Only the key itself: "120-70-r17" is not a second address of the page.
  if (!read.ok || read.key !== taille) return null;
  const [page, sizes] = await Promise.all([v1.equipement.search({ taille, limit: 24 }), v1.equipement.taillesPneu({ limit: 40 })]);
  if (page.total === 0) return null;
  const summary = sizes.find((size) => size.taille === taille) ?? { taille, annonces: page.total, prix_min: null, prix_max: null };
  return { summary, listings: page.annonces, others: sizes.filter((size) => size.taille !== taille).slice(0, 24) };
});

type Params = Promise<{ taille: string }>;

export async function tyreSizeMetadata(params: Params, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'tyreSize');
  const { taille } = await params;
  const data = await loadSize(taille).catch(() => null);
  if (!data) return { title: t('notFound'), robots: { index: false } };
  const size = leftToRightIn(locale, tyreKeyText(data.summary.taille));
  const title = t('title', { size });
  const { prix_min, prix_max } = data.summary;
  const price =
    prix_min !== null && prix_max !== null ? t('descriptionPrice', { min: formatPriceIn(locale, prix_min), max: formatPriceIn(locale, prix_max) }) : '';
  const description = t('description', { n: data.summary.annonces, count: formatNumber(data.summary.annonces), size, price }).trim();
  const alternates = pageAlternates(locale, tyreSizeUrl(data.summary.taille));
  return {
    title,
    description,
    alternates,
    openGraph: { title, description, url: alternates.canonical, type: 'website' },
    ...(data.summary.annonces < TYRE_SIZE_INDEXED_FROM ? { robots: { index: false, follow: true } } : {}),
  };
}

export async function TyreSizeRoute({ params, locale }: { params: Params; locale: Locale }) {
  const { taille } = await params;
  const data = await loadSize(taille);
  if (!data) notFound();
  return <TyreSizePageView data={data} locale={locale} />;
}
