/** A model's page in a language (app/[locale]/motos-a-vendre/[marque]/[modele]). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { v1 } from '@/lib/api';
import { pageAlternates } from '@/lib/i18n/alternates';
import { formatNumber, formatPriceIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { modelUrl } from '@/lib/routes';
import { translator } from '@/server/i18n';
import { ModelPageView } from '@/components/model/ModelPageView';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The model behind the address, or null (a malformed key, an unknown brand, too few listings). */
const loadModel = cache(async (marque: string, modele: string) => (KEY.test(marque) && KEY.test(modele) ? v1.modele.page(marque, modele) : null));

type Params = Promise<{ marque: string; modele: string }>;

export async function modelMetadata(params: Params, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'model');
  const { marque, modele } = await params;
  const model = await loadModel(marque, modele).catch(() => null);
  if (!model) return { title: t('notFound'), robots: { index: false } };
  const name = `${model.marque} ${model.modele}`;
  const title = t('title', { name });
  const price = (value: number | null) => formatPriceIn(locale, value);
  const priceText =
    model.prix.mediane !== null
      ? t('descriptionMedian', { median: price(model.prix.mediane), low: price(model.prix.bas), high: price(model.prix.haut) })
      : model.prix.min !== null
        ? t('descriptionRange', { min: price(model.prix.min), max: price(model.prix.max) })
        : '';
  const description = t('description', { count: formatNumber(model.annonces), name, price: priceText })
    .replace(/ {2,}/g, ' ')
    .trim();
  const alternates = pageAlternates(locale, modelUrl(model.marqueSlug, model.slug));
  return { title, description, alternates, openGraph: { title, description, url: alternates.canonical, type: 'website' } };
}

export async function ModelRoute({ params, locale }: { params: Params; locale: Locale }) {
  const { marque, modele } = await params;
  const model = await loadModel(marque, modele);
  if (!model) notFound();
  return <ModelPageView model={model} locale={locale} />;
}
