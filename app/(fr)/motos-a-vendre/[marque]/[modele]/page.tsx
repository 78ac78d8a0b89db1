import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ModelPageView } from '@/components/model/ModelPageView';
import { v1 } from '@/lib/api';
import { formatNumber, formatPrice } from '@/lib/format';
import { modelUrl } from '@/lib/routes';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/motos-a-vendre/[marque]/[modele]'>;

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The model behind the address, or null (a malformed key, an unknown brand, too few listings). */
const loadModel = cache(async (marque: string, modele: string) => (KEY.test(marque) && KEY.test(modele) ? v1.modele.page(marque, modele) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { marque, modele } = await params;
  const model = await loadModel(marque, modele).catch(() => null);
  if (!model) return { title: 'Modèle introuvable', robots: { index: false } };
  const name = `${model.marque} ${model.modele}`;
  const title = `${name} d’occasion au Maroc : prix du marché et annonces`;
  const price =
    model.prix.mediane !== null
      ? `Prix médian ${formatPrice(model.prix.mediane)}, de ${formatPrice(model.prix.bas)} à ${formatPrice(model.prix.haut)} pour la moitié des annonces.`
      : model.prix.min !== null
        ? `De ${formatPrice(model.prix.min)} à ${formatPrice(model.prix.max)}.`
        : '';
  const description = `${formatNumber(model.annonces)} ${name} à vendre au Maroc. ${price} Années, kilométrages et villes.`.trim();
  const url = modelUrl(model.marqueSlug, model.slug);
  return { title, description, alternates: { canonical: url }, openGraph: { title, description, url, type: 'website' } };
}

export default async function ModelPage({ params }: Props) {
  const { marque, modele } = await params;
  const model = await loadModel(marque, modele);
  if (!model) notFound();
  return <ModelPageView model={model} />;
}
