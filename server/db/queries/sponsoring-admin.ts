/**
 * Admins' changes to sponsorings (state, dates and days, deletion) and the sponsoring statistics.
 * Each change locks the row, is recorded in the audit trail in the same transaction, and says
 * whether the listing was or is now shown as sponsored, so that its public pages are refreshed.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SPONSORING_STATES, type SponsoringState } from '@/lib/listing-types';
import { SPONSORING_ERRORS, type SponsoringStats, type SponsoringUpdate } from '@/lib/schemas/sponsoring';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { paiement, sponsoring } from '../schema';
import { recordAdminChange, type Admin } from './audit';
import { cancelOpenPayments, sponsoredListing } from './payments';
import { effectiveSponsoringState } from './sponsoring';
import { sponsoringStateIs } from './sponsoring-lists';

type SponsoringRowData = typeof sponsoring.$inferSelect;

function isRunning(row: Pick<SponsoringRowData, 'etat_sponsoring' | 'date_debut' | 'nbr_jour'>, now = new Date()) {
  return effectiveSponsoringState(row.etat_sponsoring as SponsoringState, row.date_debut, row.nbr_jour, now) === 'active';
}

/** What the audit keeps of a sponsoring. */
function audited(row: SponsoringRowData) {
  return { etat_sponsoring: row.etat_sponsoring, date_debut: row.date_debut, nbr_jour: row.nbr_jour, idpack: row.idpack };
}

async function lockedSponsoring(db: Db, idsponsoring: number) {
  const [row] = await db.select().from(sponsoring).where(eq(sponsoring.idsponsoring, idsponsoring)).for('update');
  if (!row) throw new Refusal(SPONSORING_ERRORS.notFound, 404);
  return row;
}

/** Another sponsoring of the same listing running or waiting would make two: refused. */
async function refuseIfAnotherRuns(db: Db, row: SponsoringRowData) {
  const listingColumn = row.type === 'moto' ? sponsoring.idannonce_moto : sponsoring.idannonce_equipement;
  const listingId = row.type === 'moto' ? row.idannonce_moto : row.idannonce_equipement;
  const others = await db
    .select()
    .from(sponsoring)
    .where(and(eq(listingColumn, listingId!), ne(sponsoring.idsponsoring, row.idsponsoring), inArray(sponsoring.etat_sponsoring, ['active'])));
  if (others.some((other) => isRunning(other))) throw new Refusal(SPONSORING_ERRORS.alreadyRunning, 409);
}

async function changeOf(db: Db, before: SponsoringRowData, after: SponsoringRowData | null) {
  if (!isRunning(before) && !(after && isRunning(after))) return { listingChanged: null };
  const { urlType, id, titre } = await sponsoredListing(db, before);
  return { listingChanged: { urlType, id, titre } };
}

/** PATCH sponsoring/{id}/etat: an admin sets a state. Activating an unpaid one starts it now. */
export async function setSponsoringState(db: Db, admin: Admin, idsponsoring: number, etat: SponsoringState) {
  if (etat === 'expiree') throw new Refusal(SPONSORING_ERRORS.expiredIsDerived, 400);
  return db.transaction(async (tx) => {
    const before = await lockedSponsoring(tx, idsponsoring);
    if (etat === 'active') await refuseIfAnotherRuns(tx, before);
    const [after] = await tx
      .update(sponsoring)
      .set({ etat_sponsoring: etat, ...(etat === 'active' && before.etat_sponsoring === 'en_attente' ? { date_debut: new Date() } : {}) })
      .where(eq(sponsoring.idsponsoring, idsponsoring))
      .returning();
    // No longer waiting for its payment: an attempt approved later captures nothing.
    if (before.etat_sponsoring === 'en_attente' && etat !== 'en_attente') await cancelOpenPayments(tx, idsponsoring);
    await recordAdminChange(tx, admin, { action: 'sponsoring.etat', objet_type: 'sponsoring', objet_id: idsponsoring, kept: audited }, before, after!);
    /** switched on now: its owner is told */
    const started = after!.etat_sponsoring === 'active' && before.etat_sponsoring !== 'active';
    return { after: after!, started, ...(await changeOf(tx, before, after!)) };
  });
}

/** PUT sponsoring/{id}: an admin moves the start or changes the days (a goodwill extension). */
export async function updateSponsoring(db: Db, admin: Admin, idsponsoring: number, update: SponsoringUpdate) {
  return db.transaction(async (tx) => {
    const before = await lockedSponsoring(tx, idsponsoring);
    const [after] = await tx
      .update(sponsoring)
      .set({
        ...(update.date_debut !== undefined ? { date_debut: new Date(update.date_debut) } : {}),
        ...(update.nbr_jour !== undefined ? { nbr_jour: update.nbr_jour } : {}),
        // New dates: the notice of the last day is due again.
        avis_fin_le: null,
      })
      .where(eq(sponsoring.idsponsoring, idsponsoring))
      .returning();
    if (isRunning(after!) && !isRunning(before)) await refuseIfAnotherRuns(tx, after!);
    await recordAdminChange(tx, admin, { action: 'sponsoring.modification', objet_type: 'sponsoring', objet_id: idsponsoring, kept: audited }, before, after!);
    return { after: after!, ...(await changeOf(tx, before, after!)) };
  });
}

/** DELETE sponsoring/{id}: its payments stay in the accounts, detached from it. */
export async function deleteSponsoring(db: Db, admin: Admin, idsponsoring: number) {
  return db.transaction(async (tx) => {
    const before = await lockedSponsoring(tx, idsponsoring);
    const change = await changeOf(tx, before, null);
    await cancelOpenPayments(tx, idsponsoring);
    await tx.delete(sponsoring).where(eq(sponsoring.idsponsoring, idsponsoring));
    await recordAdminChange(tx, admin, { action: 'sponsoring.suppression', objet_type: 'sponsoring', objet_id: idsponsoring, kept: audited }, before, null);
    return change;
  });
}

/**
 * GET sponsoring/admin/stats. Sponsorings and payments are thousands of rows, not millions (one
 * per purchase), so plain aggregates over them stay well under the 200 ms target.
 */
export async function sponsoringStats(db: Db, now = new Date()): Promise<SponsoringStats> {
  const [byState, [reach], months] = await Promise.all([
    Promise.all(
      SPONSORING_STATES.map(
        async (etat) =>
          [
            etat,
            (
              await db
                .select({ n: sql<number>`count(*)::int` })
                .from(sponsoring)
                .where(sponsoringStateIs(etat, now))
            )[0]?.n ?? 0,
          ] as const,
      ),
    ),
    db.select({ total: sql<number>`coalesce(sum(${sponsoring.reach}), 0)::int` }).from(sponsoring),
    db.execute<{ mois: string; montant: string; paiements: number }>(sql`
      with mois as (
        select to_char(m, 'YYYY-MM') as mois
        from generate_series(date_trunc('month', ${now}::timestamptz at time zone 'Africa/Casablanca') - interval '11 months',
                             date_trunc('month', ${now}::timestamptz at time zone 'Africa/Casablanca'), interval '1 month') as m
      ), payes as (
        select to_char(${paiement.date_maj} at time zone 'Africa/Casablanca', 'YYYY-MM') as mois, ${paiement.montant} as montant
        from ${paiement} where ${paiement.etat} = 'payee'
      )
      select mois.mois, coalesce(sum(payes.montant), 0)::text as montant, count(payes.montant)::int as paiements
      from mois left join payes on payes.mois = mois.mois group by mois.mois order by mois.mois`),
  ]);
  const [revenue] = await db
    .select({ total: sql<string>`coalesce(sum(${paiement.montant}), 0)::text` })
    .from(paiement)
    .where(eq(paiement.etat, 'payee'));
  const ends = sql`(${sponsoring.date_debut} + ${sponsoring.nbr_jour} * interval '1 day')`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [ending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sponsoring)
    .where(sql`${sponsoring.etat_sponsoring} = 'active' and ${ends} > ${at} and ${ends} <= ${at} + interval '48 hours'`);
  const [failed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paiement)
    .where(
      sql`${paiement.etat} = 'echouee' and ${paiement.date_maj} >= (date_trunc('day', ${at} at time zone 'Africa/Casablanca') at time zone 'Africa/Casablanca')`,
    );
  const [toRelease] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paiement)
    .where(eq(paiement.etat, 'doublon'));
  const parEtat = Object.fromEntries(byState) as Record<SponsoringState, number>;
  return {
    parEtat,
    actifs: parEtat.active,
    finDans48h: ending?.n ?? 0,
    paiementsEchouesAujourdhui: failed?.n ?? 0,
    paiementsARembourser: toRelease?.n ?? 0,
    reachTotal: reach?.total ?? 0,
    revenuTotal: Number(revenue?.total ?? 0),
    revenuParMois: months.rows.map((row) => ({ mois: row.mois, montant: Number(row.montant), paiements: row.paiements })),
  };
}
