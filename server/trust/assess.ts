/**
 * The risk assessment of a listing being posted or edited (issue 43): gathers the facts the rules
 * of lib/trust.ts weigh, in a few indexed reads, and decides whether it goes live at once.
 * Facts: the market's median price of comparable listings, scam expressions (mot_arnaque, folded
 * as the search folds), contact details written in the text and whether a number written there is
 * another account's, the same description posted by another account, and the seller's account
 * (age, listings in the last hour and day, refusals and upheld reports over 30 days).
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { MIN_COMPARABLES, YEAR_SPREAD } from '@/lib/price-guide';
import { foldSearchText } from '@/lib/search-words';
import { contactDetails, decide, DEFAULT_RISK_THRESHOLD, RISK_THRESHOLD_SETTING, riskSignals, type RiskDecision, type TrustLevel } from '@/lib/trust';
import type { ListingKind } from '@/lib/listing-types';
import type { Db } from '../db/client';
import { annonceEquipement, annonceMoto, COPIED_DESCRIPTION_MIN, descriptionFingerprint, motArnaque, utilisateur } from '../db/schema';
import { settingValue } from '../db/queries/reference';

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
): Promise<{ mediane: number; comparables: number } | null> {
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
  return { mediane: Math.round(Number(result.mediane)), comparables: result.n };
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
  autres: number;
  copies: number;
  confiance: TrustLevel;
  role: string;
  retenues: number;
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
  const rows = await db.execute<Record<keyof AccountFacts, number | string>>(sql`
    select
      extract(epoch from now() - u.date_ajout) / 3600 as heures,
      u.confiance as confiance,
      u.role as role,
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
          ? sql`(select count(*)::int from ${utilisateur} where ${utilisateur.telephone} in (${sql.join(
              phones.map((phone) => sql`${phone}`),
              sql`, `,
            )}) and ${utilisateur.idutilisateur} <> ${idutilisateur})`
          : sql`0`
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
    autres: Number(row.autres),
    copies: Number(row.copies),
    confiance: row.confiance as TrustLevel,
    role: String(row.role),
    retenues: Number(row.retenues),
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
  const [marche, mots, account, limit] = await Promise.all([
    marketOf(db, kind, listing, excluded),
    scamWords(db, text),
    accountFacts(db, idutilisateur, kind, excluded, listing.description, coordonnees.telephones),
    threshold(db),
  ]);
  // Posting fast is a scammer's sign when posting, not when editing; a shop posts its stock.
  const counted = excluded === undefined && account.role !== 'boutique';
  const signals = riskSignals({
    prix: listing.prix,
    marche,
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
    },
  });
  return decide(signals, account.confiance, limit);
}
