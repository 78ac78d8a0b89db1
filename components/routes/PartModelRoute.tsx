/** The parts page of a reference model in a language (app/[locale]/pieces/[marque]/[modele]). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { v1 } from '@/lib/api';
import { PART_MODEL_INDEXED_FROM } from '@/lib/fitment';
import { pageAlternates } from '@/lib/i18n/alternates';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { partModelUrl } from '@/lib/routes';
import { translator } from '@/server/i18n';
import { PartModelPageView, type PartModelPageData } from '@/components/parts/PartModelPageView';

/** The model behind the address, what fits it and the other models; null when no listing names it. */
const loadModel = cache(async (marque: string, modele: string): Promise<PartModelPageData | null> => {
  const model = await v1.equipement.modelePieces(marque, modele);
  // The model's own keys only (no second address), and a page only where a listing names it.
  if (!model || model.marqueSlug !== marque || model.slug !== modele || model.annonces === 0) return null;
  const [page, models] = await Promise.all([
    v1.equipement.search({ compatible: model.idmodele, limit: 24 }),
    v1.equipement.modelesPieces({ min: PART_MODEL_INDEXED_FROM, limit: 40 }),
  ]);
  return { model, listings: page.annonces, others: models.filter((other) => other.idmodele !== model.idmodele).slice(0, 24) };
});

type Params = Promise<{ marque: string; modele: string }>;

export async function partModelMetadata(params: Params, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'partModel');
  const { marque, modele } = await params;
  const data = await loadModel(marque, modele).catch(() => null);
  if (!data) return { title: t('notFound'), robots: { index: false } };
  const { model } = data;
  const name = `${model.marque} ${model.modele}`;
  const title = t('title', { name });
  const description = t('description', { n: model.annonces, count: formatNumber(model.annonces), name });
  const alternates = pageAlternates(locale, partModelUrl(model.marqueSlug, model.slug));
  return {
    title,
    description,
    alternates,
    openGraph: { title, description, url: alternates.canonical, type: 'website' },
    ...(model.annonces < PART_MODEL_INDEXED_FROM ? { robots: { index: false, follow: true } } : {}),
  };
}

export async function PartModelRoute({ params, locale }: { params: Params; locale: Locale }) {
  const { marque, modele } = await params;
  const data = await loadModel(marque, modele);
  if (!data) notFound();
  return <PartModelPageView data={data} locale={locale} />;
}
