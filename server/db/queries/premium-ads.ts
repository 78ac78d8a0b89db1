/** Premium ads: which ads run where, and their reach and click counters. */
import { and, eq, sql } from 'drizzle-orm';
import type { AdDevice, AdPlacement, PremiumAd } from '@/lib/schemas/premium-ads';
import type { Db } from '../client';
import { campagneAds, premiumAds } from '../schema';
import { incrementCounter, qualified } from './listing-shared';

const p = premiumAds;
const c = campagneAds;

const adColumns = {
  idpremiumads: p.idpremiumads,
  idcampagneads: p.idcampagneads,
  image_url: p.image_url,
  redirect_url: p.redirect_url,
  titre: p.titre,
  texte: p.texte,
  device: p.device,
  page_cible: p.page_cible,
  emplacement: p.emplacement,
  reach_potentiel: p.reach_potentiel,
  reach: p.reach,
  clics: p.clics,
  cout_par_mille: p.cout_par_mille,
  actif: p.actif,
  remarque: p.remarque,
  nom_entreprise: c.nom_entreprise,
  logo: c.logo,
};

/** An ad runs when it and its campaign are on, the campaign dates hold and its reach is not used up. */
const running = and(
  eq(p.actif, true),
  eq(c.actif, true),
  sql`now() between ${c.date_debut} and ${c.date_fin}`,
  sql`(${p.reach_potentiel} = 0 or ${p.reach} < ${p.reach_potentiel})`,
);

export interface AdRequest {
  page?: string;
  device?: AdDevice;
  emplacement?: AdPlacement;
  limit: number;
}

/**
 * Running ads for a page, device and placement. Ads furthest from their promised reach come
 * first, so that every campaign gets its share; ties are shuffled.
 */
export async function runningAds(db: Db, request: AdRequest): Promise<PremiumAd[]> {
  const rows = await db
    .select(adColumns)
    .from(p)
    .innerJoin(c, eq(c.idcampagneads, p.idcampagneads))
    .where(
      and(
        running,
        request.emplacement ? eq(p.emplacement, request.emplacement) : undefined,
        request.device ? sql`${p.device} in (${request.device}, 'tous')` : undefined,
        request.page ? sql`(cardinality(${p.page_cible}) = 0 or ${request.page} = any(${p.page_cible}))` : undefined,
      ),
    )
    .orderBy(sql`${p.reach}::float8 / nullif(${p.reach_potentiel}, 0) asc nulls first`, sql`random()`)
    .limit(request.limit);
  return rows.map((row) => ({
    ...row,
    device: row.device as PremiumAd['device'],
    emplacement: row.emplacement as AdPlacement,
  }));
}

async function bump(db: Db, id: number, counter: typeof p.reach | typeof p.clics) {
  const campaignOn = sql`exists (select 1 from ${c} ca where ca.idcampagneads = ${qualified(p.idcampagneads)} and ca.actif)`;
  const value = await incrementCounter(db, p, counter, and(eq(p.idpremiumads, id), eq(p.actif, true), campaignOn)!);
  if (value === null) return null;
  const [row] = await db.select({ reach: p.reach, clics: p.clics }).from(p).where(eq(p.idpremiumads, id));
  return row ?? null;
}

/** Counts one view of an ad (at least half of it visible); null when the ad is unknown or off. */
export function recordAdReach(db: Db, id: number) {
  return bump(db, id, p.reach);
}

export function recordAdClick(db: Db, id: number) {
  return bump(db, id, p.clics);
}
