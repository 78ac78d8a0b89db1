/** Reports of bad listings. */
import { and, eq, sql } from 'drizzle-orm';
import type { ListingKind } from '@/lib/listing-types';
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

/** Stores a report; a filled honeypot stores it as spam, which admins never see as a report. */
export async function insertSignalement(db: Db, report: Signalement, reporterUid: string | null): Promise<number> {
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
      spam: report.honeypot.trim() !== '',
    })
    .returning({ id: signalement.idsignalement });
  return row!.id;
}
