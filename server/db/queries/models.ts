/**
 * Model pages (/motos-a-vendre/{marque}/{modele}): a model's published motos summed up, with its
 * market price, and the models that have a page (MIN_MODEL_LISTINGS published listings or more).
 * A model is its brand and its URL key (motomaroc_slug, lib/text.ts foldName): "MT-07", "MT 07"
 * and "mt07" would be three keys, so the key is of the name as typed, folded.
 */
import { sql } from 'drizzle-orm';
import { MIN_COMPARABLES, MIN_MODEL_LISTINGS } from '@/lib/price-guide';
import type { ModelLink, ModelPage } from '@/lib/schemas/search';
import type { Db } from '../client';
import { annonceMoto as a, marque } from '../schema';
import { motosOfModel } from './motorcycles';

const round = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value)));

/** A model's page, or null when its brand is unknown or it has fewer than MIN_MODEL_LISTINGS published listings. */
export async function modelPage(db: Db, marqueSlug: string, modeleSlug: string, latest = 12): Promise<ModelPage | null> {
  const brands = await db
    .select({ nom: marque.nom_marque, slug: marque.slug })
    .from(marque)
    .where(sql`${marque.slug} = ${marqueSlug}`);
  const brand = brands[0];
  if (!brand) return null;
  const ofModel = sql`${a.etat} = 'publiee' and ${a.marque} = ${brand.nom} and motomaroc_slug(${a.modele}) = ${modeleSlug}`;
  const summary = await db.execute<{
    n: number;
    modele: string | null;
    priced: number;
    quartiles: number[] | null;
    pmin: number | null;
    pmax: number | null;
    amin: number | null;
    amax: number | null;
    kmin: number | null;
    kmax: number | null;
  }>(sql`
    select count(*)::int as n, mode() within group (order by ${a.modele}) as modele, count(${a.prix})::int as priced,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${a.prix}) as quartiles,
      min(${a.prix}) as pmin, max(${a.prix}) as pmax, min(${a.model}) as amin, max(${a.model}) as amax,
      min(${a.kilometrage}) as kmin, max(${a.kilometrage}) as kmax
    from ${a} where ${ofModel}`);
  const row = summary.rows[0];
  if (!row || row.n < MIN_MODEL_LISTINGS || !row.modele) return null;
  const [villes, dernieres] = await Promise.all([
    db.execute<{ ville: string; n: number }>(sql`
      select ${a.ville} as ville, count(*)::int as n from ${a} where ${ofModel}
      group by ${a.ville} order by count(*) desc, ${a.ville} limit 6`),
    motosOfModel(db, brand.nom, modeleSlug, latest),
  ]);
  const [bas, mediane, haut] = row.priced >= MIN_COMPARABLES && row.quartiles ? row.quartiles : [null, null, null];
  return {
    marque: brand.nom,
    marqueSlug: brand.slug,
    modele: row.modele,
    slug: modeleSlug,
    annonces: row.n,
    prix: { comparables: row.priced, mediane: round(mediane), bas: round(bas), haut: round(haut), min: round(row.pmin), max: round(row.pmax) },
    annees: { min: round(row.amin), max: round(row.amax) },
    kilometrage: { min: round(row.kmin), max: round(row.kmax) },
    villes: villes.rows,
    dernieres,
  };
}

/** The models that have a page, the most listed first: of one brand (its slug), or all. */
export async function modelLinks(db: Db, marqueSlug?: string): Promise<ModelLink[]> {
  const rows = await db.execute<ModelLink>(sql`
    select ${marque.nom_marque} as "marque", ${marque.slug} as "marqueSlug", mode() within group (order by ${a.modele}) as "modele",
      motomaroc_slug(${a.modele}) as "slug", count(*)::int as "annonces"
    from ${a} join ${marque} on ${marque.nom_marque} = ${a.marque}
    where ${a.etat} = 'publiee' and motomaroc_slug(${a.modele}) <> ''
      ${marqueSlug ? sql`and ${marque.slug} = ${marqueSlug}` : sql``}
    group by ${marque.nom_marque}, ${marque.slug}, motomaroc_slug(${a.modele})
    having count(*) >= ${MIN_MODEL_LISTINGS}
    order by count(*) desc, 3`);
  return rows.rows;
}
