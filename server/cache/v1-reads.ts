/**
 * The v1 reads that pages repeat on every request but that change slowly: kept a little while in
 * memory (lib/api/memo). Listings themselves are never cached here.
 */
import { equipmentTypeOf, type BrandType, type EquipmentType, type ListingKind, type ListingUrlType } from '@/lib/listing-types';
import type { ListVocabulary } from '@/lib/listing-pages';
import type { AdDevice, AdPlacement } from '@/lib/schemas/premium-ads';
import { unstable_cache } from 'next/cache';
import { v1 } from '@/lib/api';
import { memoize } from '@/lib/api/memo';
import { bikeName } from '@/lib/garage';
import type { MarqueModeles } from '@/lib/schemas/reference';

const MINUTE = 60_000;

export const cachedV1 = {
  villes: memoize(() => v1.ville.villes(), 60 * MINUTE),
  marques: memoize((type?: BrandType) => v1.marque.list(type), 10 * MINUTE),
  marquesAccueil: memoize(() => v1.marque.home(), 10 * MINUTE),
  modelesReferentiel: memoize(() => v1.marque.modeles(), 10 * MINUTE, 'modelesReferentiel'),
  categories: memoize((type: EquipmentType) => v1.equipement.categories(type), 60 * MINUTE),
  setting: memoize((name: string) => v1.parametrage.get(name), MINUTE, 'setting'),
  packs: memoize(() => v1.packsponsoring.packs(), 10 * MINUTE, 'packs'),
  boutiquesAccueil: memoize((limit: number) => v1.utilisateur.boutiquesAccueil(limit), 10 * MINUTE, 'boutiquesAccueil'),
  /** running sponsorings: a new one shows within a minute; which one is shown is still picked per request */
  runningSponsorings: memoize((type: ListingKind) => v1.sponsoring.running(type), MINUTE, 'runningSponsorings'),
  /** ads rotate at most once a minute; their reach and clicks are counted live */
  /** the models that have a page, of a brand (its slug): a model reaching its third listing gets its links within 10 minutes */
  modeles: memoize((marqueSlug: string) => v1.modele.liste(marqueSlug), 10 * MINUTE, 'modeles'),
  /** the tyre sizes on sale, the most listed first (the size filter, the size links): a new size is offered within 10 minutes */
  taillesPneu: memoize(() => v1.equipement.taillesPneu({ limit: 500 }), 10 * MINUTE, 'taillesPneu'),
  ads: memoize((query: { page: string; device: AdDevice; emplacement: AdPlacement; limit?: number }) => v1.premiumads.list(query), MINUTE, 'ads'),
};

/** The names a list's links use (its brands or categories, and the cities): what its addresses may name. */
export async function listVocabulary(urlType: ListingUrlType): Promise<ListVocabulary> {
  const equipmentType = equipmentTypeOf(urlType);
  const [villes, marques, categories] = await Promise.all([
    cachedV1.villes(),
    urlType === 'moto' ? cachedV1.marques('moto') : Promise.resolve([]),
    equipmentType ? cachedV1.categories(equipmentType) : Promise.resolve([]),
  ]);
  return { villes: villes.map((v) => v.nom), marques: marques.map((m) => m.nom_marque), categories: categories.map((c) => c.nom_categorie) };
}

/** How long a cached page built while a read failed is kept before it is built again. */
export const FAILED_RENDER_TTL_S = 5;
const shortLifetime = unstable_cache(async () => true, ['motomaroc-failed-read'], { revalidate: FAILED_RENDER_TTL_S });

/**
 * Called when a read failed while a cached page (ISR) renders: the page still shows what it can
 * (spec: an empty list, never an error screen) but is rebuilt within seconds rather than kept for
 * its usual lifetime. Next gives a page the shortest lifetime of the cached reads it made.
 */
export async function cacheBrieflyAfterFailure(): Promise<void> {
  await shortLifetime().catch(() => undefined);
}

/**
 * The fallback of a read that a page can do without (spec: a failed fetch is logged and shows
 * as nothing, never as an error screen); a cached page built without it is rebuilt soon.
 */
export function readFailed<T>(what: string, fallback: T): (error: unknown) => Promise<T> {
  return async (error) => {
    console.warn(`${what} unavailable`, error);
    await cacheBrieflyAfterFailure();
    return fallback;
  };
}

/**
 * The motorcycle of a `compatible` filter (a list's, an alert's), as pages name it ("Yamaha MT-07
 * 2018"), from the reference models; undefined for none, or a model the reference lacks.
 */
export async function fittedBikeName({ compatible, annee }: { compatible?: number; annee?: number }): Promise<string | undefined> {
  if (compatible === undefined) return undefined;
  const brands = await cachedV1.modelesReferentiel().catch(readFailed<MarqueModeles[]>('reference models', []));
  for (const brand of brands) {
    const model = brand.modeles.find((m) => m.idmodele === compatible);
    if (model) return bikeName({ marque: brand.nom_marque, modele: model.nom_modele, annee: annee ?? null });
  }
  return undefined;
}
