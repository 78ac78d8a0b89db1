/**
 * The risk assessment of a listing being posted or edited (issue 43): gathers the facts the rules
 * of lib/trust.ts weigh, in a few indexed reads, and decides whether it goes live at once.
 * Facts: the market's median price of comparable listings, its photos seen on other listings
 * (perceptual fingerprints, server/trust/photo-fingerprint), scam expressions (mot_arnaque, folded
 * as the search folds), contact details written in the text and whether a number written there is
 * another account's, the same description posted by another account, and the seller's account
 * (age, listings in the last hour and day, refusals and upheld reports over 30 days).
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { MIN_COMPARABLES, YEAR_SPREAD } from '@/lib/price-guide';
import { foldSearchText } from '@/lib/search-words';
import {
  contactDetails,
  decide,
  DEFAULT_RISK_THRESHOLD,
  RISK_THRESHOLD_SETTING,
  riskSignals,
  type AccountRef,
  type PhotoMatch,
  type RiskDecision,
  type TrustLevel,
} from '@/lib/trust';
import type { ListingKind } from '@/lib/listing-types';
import type { Db } from '../db/client';
import { annonceEquipement, annonceMoto, COPIED_DESCRIPTION_MIN, descriptionFingerprint, empreintePhoto, motArnaque, utilisateur } from '../db/schema';
import { settingValue } from '../db/queries/reference';
import { SAME_PHOTO_BITS } from './photo-fingerprint';

/** What the assessment reads of a listing (the values about to be stored). */
export interface AssessedListing {
  titre: string;
  description: string;
  prix: number | null;
  /** moto: its brand, model and year; equipment: its category */
  marque?: string | null;
  modele?: string | null;
  model?: number | null;
  idcategorie?: number;
  /** its photos' paths (uploads carry a fingerprint; seeded pictures do not) */
  photos: string[];
}

const m = annonceMoto;
const e = annonceEquipement;
/** The market of a category is read from its latest published listings. */
const CATEGORY_SAMPLE = 500;

async function marketOf(
  db: Db,
  kind: ListingKind,
  listing: AssessedListing,
  excluded: number | undefined,
): Promise<{ mediane: number; comparables: number; portee: 'modele' | 'categorie' } | null> {
  let result: { n: number; mediane: number | null } | undefined;
  if (kind === 'moto') {
    if (!listing.marque || !listing.modele) return null;
    const conditions: SQL[] = [
      eq(m.etat, 'publiee'),
      sql`${m.prix} is not null`,
      eq(m.marque, listing.marque),
      sql`lower(${m.modele}) = ${listing.modele.toLowerCase()}`,
    ];
    if (listing.model) conditions.push(gte(m.model, listing.model - YEAR_SPREAD), lte(m.model, listing.model + YEAR_SPREAD));
    if (excluded !== undefined) conditions.push(sql`${m.idannonce_moto} <> ${excluded}`);
    [result] = await db
      .select({ n: sql<number>`count(*)::int`, mediane: sql<number | null>`percentile_cont(0.5) within group (order by ${m.prix})` })
      .from(m)
      .where(and(...conditions));
  } else {
    if (listing.idcategorie === undefined) return null;
    const rows = await db.execute<{ n: number; mediane: number | null }>(sql`
      select count(*)::int as n, percentile_cont(0.5) within group (order by prix) as mediane from (
        select ${e.prix} as prix from ${e}
        where ${e.idcategorie} = ${listing.idcategorie} and ${e.etat} = 'publiee' and ${e.prix} is not null
          ${excluded !== undefined ? sql`and ${e.idannonce_equipement} <> ${excluded}` : sql``}
        order by ${e.date_publication} desc limit ${CATEGORY_SAMPLE}) as recent`);
    result = rows.rows[0];
  }
  if (!result || result.n < MIN_COMPARABLES || result.mediane === null) return null;
  return { mediane: Math.round(Number(result.mediane)), comparables: result.n, portee: kind === 'moto' ? 'modele' : 'categorie' };
}

/** The other listings a photo is shown on, at most this many per photo. */
const MATCHES_PER_PHOTO = 3;

/**
 * The listing's photos found on other listings: other accounts' (in any state: a stolen photo is
 * often a sold bike's) and its seller's own live ones (a duplicate listing). Each fingerprint is
 * looked up by its quarters and their one-bit neighbours (photo-fingerprint), then compared whole.
 */
export async function photoMatches(
  db: Db,
  idutilisateur: number,
  photos: string[],
  kind: ListingKind,
  excluded: number | undefined,
): Promise<{ autresComptes: PhotoMatch[]; doublons: PhotoMatch[] }> {
  const none = { autresComptes: [], doublons: [] };
  const uploads = photos.filter((photo) => photo.startsWith('photos/'));
  if (uploads.length === 0) return none;
  const f = empreintePhoto;
  // Per quarter: the fingerprints whose quarter is within one bit of the photo's, compared whole in
  // the index (qN, empreinte); then the paths of the few that are near.
  const byQuarter = (quarter: 'q0' | 'q1' | 'q2' | 'q3') =>
    sql.raw(`select mine.chemin as photo, o.empreinte from mine join empreinte_photo as o
      on o.${quarter} = any(array[mine.${quarter}] || array(select mine.${quarter} # (1 << bit) from generate_series(0, 15) as bit))
      and bit_count((o.empreinte # mine.empreinte)::bit(64)) <= ${SAME_PHOTO_BITS}`);
  const pairs = await db.execute<{ photo: string; autre: string; ecart: number }>(sql`
    with mine as (
      select ${f.chemin} as chemin, ${f.empreinte} as empreinte, ${f.q0} as q0, ${f.q1} as q1, ${f.q2} as q2, ${f.q3} as q3 from ${f}
      where ${f.empreinte} is not null and ${f.chemin} in (${sql.join(
        uploads.map((photo) => sql`${photo}`),
        sql`, `,
      )})
    ),
    near as (${byQuarter('q0')} union ${byQuarter('q1')} union ${byQuarter('q2')} union ${byQuarter('q3')})
    select near.photo, o.chemin as autre, bit_count((o.empreinte # mine.empreinte)::bit(64))::int as ecart
    from near
    join mine on mine.chemin = near.photo
    join ${f} as o on o.q0 = ((near.empreinte >> 48) & 65535)::int and o.empreinte = near.empreinte
    where o.chemin <> near.photo
    order by ecart
    limit ${MATCHES_PER_PHOTO * 4 * uploads.length}`);
  if (pairs.rows.length === 0) return none;
  const others = [...new Set(pairs.rows.map((pair) => pair.autre))];
  const shown = sql`array[${sql.join(
    others.map((photo) => sql`${photo}`),
    sql`, `,
  )}]::text[]`;
  const listings = await db.execute<{
    annonce: string;
    kind: ListingKind;
    id: number;
    idutilisateur: number;
    etat: string;
    titre: string;
    photos: string[];
  }>(sql`
    select 'moto' as kind, ${m.idannonce_moto} as id, ${m.idutilisateur} as idutilisateur, ${m.etat} as etat, ${m.titre} as titre, ${m.photos} as photos
      from ${m} where ${m.photos} && ${shown}
    union all
    select 'equipement', ${e.idannonce_equipement}, ${e.idutilisateur}, ${e.etat}, ${e.titre}, ${e.photos}
      from ${e} where ${e.photos} && ${shown}`);
  const found = { autresComptes: [] as PhotoMatch[], doublons: [] as PhotoMatch[] };
  for (const pair of pairs.rows) {
    const on = listings.rows.filter((listing) => listing.photos.includes(pair.autre));
    for (const listing of on) {
      if (listing.kind === kind && listing.id === excluded) continue;
      const match: PhotoMatch = {
        photo: pair.photo,
        autre: pair.autre,
        annonce: `${listing.kind}-${listing.id}`,
        titre: listing.titre,
        ecart: Number(pair.ecart),
      };
      const list = listing.idutilisateur !== idutilisateur ? found.autresComptes : listing.etat === 'publiee' ? found.doublons : null;
      if (list && list.filter((known) => known.photo === pair.photo).length < MATCHES_PER_PHOTO) list.push(match);
    }
  }
  return found;
}

/** Scam expressions in the folded text, each as a whole run of words. */
async function scamWords(db: Db, text: string): Promise<{ expression: string; poids: number }[]> {
  const folded = ` ${foldSearchText(text)} `;
  const words = await db.select({ expression: motArnaque.expression, forme: motArnaque.forme, poids: motArnaque.poids }).from(motArnaque);
  // "Western-Union" folds to one word: an expression of several words is also found joined.
  const found = (forme: string) => folded.includes(` ${forme} `) || (forme.includes(' ') && folded.includes(` ${forme.replaceAll(' ', '')} `));
  return words.filter((word) => found(word.forme)).map(({ expression, poids }) => ({ expression, poids }));
}

interface AccountFacts {
  heures: number;
  heure: number;
  jour: number;
  refusees: number;
  signalements: number;
  autres: AccountRef[];
  copies: number;
  confiance: TrustLevel;
  role: string;
  retenues: number;
  verifie: boolean;
}

/** The seller's account and what other accounts share with this text, in one round trip. */
async function accountFacts(
  db: Db,
  idutilisateur: number,
  kind: ListingKind,
  excluded: number | undefined,
  description: string,
  phones: string[],
): Promise<AccountFacts> {
  const since = (interval: string) => sql`now() - ${interval}::interval`;
  const both = (count: (table: typeof m | typeof e) => SQL) => sql`(${count(m)}) + (${count(e)})`;
  const mine = (table: typeof m | typeof e) => sql`${table.idutilisateur} = ${idutilisateur}`;
  // The listing being edited is not its own copy, nor one of its seller's latest.
  const notThis = (table: typeof m | typeof e) => {
    if (excluded === undefined || (kind === 'moto') !== (table === m)) return sql`true`;
    return table === m ? sql`${m.idannonce_moto} <> ${excluded}` : sql`${e.idannonce_equipement} <> ${excluded}`;
  };
  const copied = description.length >= COPIED_DESCRIPTION_MIN;
  const rows = await db.execute<Record<keyof AccountFacts, number | string | boolean | AccountRef[]>>(sql`
    select
      extract(epoch from now() - u.date_ajout) / 3600 as heures,
      u.confiance as confiance,
      u.role as role,
      u.telephone_verifie is not null as verifie,
      ${both((t) => sql`select count(*)::int from ${t} where ${mine(t)} and ${notThis(t)} and ${t.date_ajout} >= ${since('1 hour')}`)} as heure,
      ${both((t) => sql`select count(*)::int from ${t} where ${mine(t)} and ${notThis(t)} and ${t.date_ajout} >= ${since('1 day')}`)} as jour,
      ${both((t) => sql`select count(*)::int from ${t} where ${mine(t)} and ${t.etat} = 'refusee' and ${t.date_modification} >= ${since('30 days')}`)} as refusees,
      ${both((t) => sql`select count(*)::int from ${t} where ${mine(t)} and ${t.etat} = 'en_attente' and ${t.risque_signaux} @> '[{"code":"fraude_signalee"}]'::jsonb`)} as retenues,
      (select count(*)::int from signalement s
        where s.statut = 'traite' and not s.spam and s.date_ajout >= ${since('30 days')}
          and (s.idannonce_moto in (select ${m.idannonce_moto} from ${m} where ${mine(m)})
            or s.idannonce_equipement in (select ${e.idannonce_equipement} from ${e} where ${mine(e)}))) as signalements,
      ${
        phones.length > 0
          ? sql`(select coalesce(json_agg(json_build_object('idutilisateur', ${utilisateur.idutilisateur},
                'nom', coalesce(${utilisateur.nom_entreprise}, trim(${utilisateur.prenom} || ' ' || ${utilisateur.nom})))), '[]'::json)
              from ${utilisateur} where ${utilisateur.telephone} in (${sql.join(
                phones.map((phone) => sql`${phone}`),
                sql`, `,
              )}) and ${utilisateur.idutilisateur} <> ${idutilisateur})`
          : sql`'[]'::json`
      } as autres,
      ${
        copied
          ? both(
              (t) =>
                sql`select count(*)::int from ${t} where ${descriptionFingerprint(t.description)} = ${descriptionFingerprint(sql`${description}::text`)}
                  and length(${t.description}) >= ${sql.raw(String(COPIED_DESCRIPTION_MIN))} and ${t.idutilisateur} <> ${idutilisateur}`,
            )
          : sql`0`
      } as copies
    from ${utilisateur} u where u.idutilisateur = ${idutilisateur}`);
  const row = rows.rows[0]!;
  return {
    heures: Number(row.heures),
    heure: Number(row.heure),
    jour: Number(row.jour),
    refusees: Number(row.refusees),
    signalements: Number(row.signalements),
    autres: row.autres as unknown as AccountRef[],
    copies: Number(row.copies),
    confiance: row.confiance as TrustLevel,
    role: String(row.role),
    retenues: Number(row.retenues),
    verifie: row.verifie === true,
  };
}

async function threshold(db: Db): Promise<number> {
  const value = Number(await settingValue(db, RISK_THRESHOLD_SETTING));
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : DEFAULT_RISK_THRESHOLD;
}

/**
 * The assessment of a listing of `idutilisateur` about to be stored (`excluded`: its id when it is
 * an edit), and the decision: live at once, or waiting for a person with its reasons.
 */
export async function assessListing(db: Db, kind: ListingKind, idutilisateur: number, listing: AssessedListing, excluded?: number): Promise<RiskDecision> {
  const text = `${listing.titre}\n${listing.description}`;
  const coordonnees = contactDetails(text);
  const [marche, photos, mots, account, limit] = await Promise.all([
    marketOf(db, kind, listing, excluded),
    photoMatches(db, idutilisateur, listing.photos, kind, excluded),
    scamWords(db, text),
    accountFacts(db, idutilisateur, kind, excluded, listing.description, coordonnees.telephones),
    threshold(db),
  ]);
  // Posting fast is a scammer's sign when posting, not when editing; a shop posts its stock.
  const counted = excluded === undefined && account.role !== 'boutique';
  const signals = riskSignals({
    prix: listing.prix,
    marche,
    photos,
    mots,
    coordonnees,
    autresComptesTelephone: account.autres,
    descriptionsCopiees: account.copies,
    compte: {
      heures: account.heures,
      // this one included
      annoncesDerniereHeure: counted ? account.heure + 1 : 0,
      annoncesDernierJour: counted ? account.jour + 1 : 0,
      refusees30j: account.refusees,
      signalementsRetenus30j: account.signalements,
      annoncesRetenuesFraude: account.retenues,
      telephoneVerifie: account.verifie,
    },
  });
  return decide(signals, account.confiance, limit);
}
