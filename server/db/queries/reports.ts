/** Reports of bad listings. */
import { and, eq, sql } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingUrlType } from '@/lib/listing-types';
import { FRAUD_REPORTS_TO_HOLD, fraudReported } from '@/lib/trust';
import type { Signalement } from '@/lib/schemas/signalement';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, signalement } from '../schema';

/** Whether a published listing exists (only those can be reported: the public sees no other). */
export async function publishedListingExists(db: Db, kind: ListingKind, id: number): Promise<boolean> {
  const query =
    kind === 'moto'
      ? db
          .select({ one: sql`1` })
          .from(annonceMoto)
          .where(and(eq(annonceMoto.idannonce_moto, id), eq(annonceMoto.etat, 'publiee')))
      : db
          .select({ one: sql`1` })
          .from(annonceEquipement)
          .where(and(eq(annonceEquipement.idannonce_equipement, id), eq(annonceEquipement.etat, 'publiee')));
  return (await query).length > 0;
}

/** Stores a report; a filled honeypot stores it as spam, which admins never see as a report. `reporter`: who reported, as distinct reporters are counted. */
export async function insertSignalement(db: Db, report: Signalement, reporterUid: string | null, reporter: string): Promise<number> {
  const [row] = await db
    .insert(signalement)
    .values({
      type_annonce: report.type_annonce,
      idannonce_moto: report.type_annonce === 'moto' ? report.idannonce : null,
      idannonce_equipement: report.type_annonce === 'equipement' ? report.idannonce : null,
      motif: report.motif,
      details: report.details ?? '',
      contact_email: report.contact_email ?? null,
      contact_phone: report.contact_phone ?? null,
      uid: reporterUid,
      cle_rapporteur: reporter,
      spam: report.honeypot.trim() !== '',
    })
    .returning({ id: signalement.idsignalement });
  return row!.id;
}

/** A listing taken off the public pages after fraud reports: what its pages and the log need. */
export interface HeldForFraud {
  urlType: ListingUrlType;
  id: number;
  titre: string;
  signalements: number;
}

/**
 * Once FRAUD_REPORTS_TO_HOLD distinct visitors have reported a published listing for fraud (reports
 * not yet decided), it leaves the public pages (en_attente) with the signal that says why, until an
 * admin decides; its seller's next listings wait too (server/trust/assess.ts). Null: nothing to do.
 */
export async function holdIfReportedForFraud(db: Db, kind: ListingKind, id: number): Promise<HeldForFraud | null> {
  const reported = kind === 'moto' ? signalement.idannonce_moto : signalement.idannonce_equipement;
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${signalement.cle_rapporteur})::int` })
    .from(signalement)
    .where(and(eq(reported, id), eq(signalement.motif, 'fraud'), eq(signalement.statut, 'nouveau'), eq(signalement.spam, false)));
  const signalements = count?.n ?? 0;
  if (signalements < FRAUD_REPORTS_TO_HOLD) return null;
  const table = kind === 'moto' ? annonceMoto : annonceEquipement;
  const idColumn = kind === 'moto' ? annonceMoto.idannonce_moto : annonceEquipement.idannonce_equipement;
  const signal = JSON.stringify([fraudReported(signalements)]);
  const [held] = await db
    .update(table)
    .set({
      etat: 'en_attente',
      risque_score: sql`least(100, coalesce(${table.risque_score}, 0) + 60)`,
      risque_signaux: sql`${signal}::jsonb || coalesce(${table.risque_signaux}, '[]'::jsonb)`,
      date_modification: new Date(),
    })
    .where(and(eq(idColumn, id), eq(table.etat, 'publiee')))
    .returning({ titre: table.titre, ...(kind === 'equipement' ? { type: annonceEquipement.type } : {}) });
  if (!held) return null;
  const urlType = kind === 'moto' ? 'moto' : urlTypeOfEquipment((held as { type: EquipmentType }).type);
  return { urlType, id, titre: held.titre, signalements };
}
