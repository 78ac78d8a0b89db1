/**
 * A person's number confirmed by a code sent by SMS (server/auth/phone-verification): the code
 * waiting to be typed, the wrong ones counted, and the account marked verified once Firebase has
 * confirmed it. Which listings and shop show the mark, for their pages to be rebuilt.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ChangedListing } from '../../cache/public-pages';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, utilisateur, verificationTelephone } from '../schema';
import { urlTypeOfEquipment, type EquipmentType } from '@/lib/listing-types';

/** A code was sent to `telephone`: it replaces any earlier one, wrong tries forgotten. */
export async function recordCodeSent(db: Db, idutilisateur: number, telephone: string, sessionInfo: string): Promise<void> {
  await db
    .insert(verificationTelephone)
    .values({ idutilisateur, telephone, session_info: sessionInfo })
    .onConflictDoUpdate({ target: verificationTelephone.idutilisateur, set: { telephone, session_info: sessionInfo, essais: 0, date_ajout: new Date() } });
}

export async function pendingCode(db: Db, idutilisateur: number) {
  const [row] = await db.select().from(verificationTelephone).where(eq(verificationTelephone.idutilisateur, idutilisateur));
  return row ?? null;
}

/** One more wrong code; the tries so far. */
export async function countWrongCode(db: Db, idutilisateur: number): Promise<number> {
  const [row] = await db
    .update(verificationTelephone)
    .set({ essais: sql`${verificationTelephone.essais} + 1` })
    .where(eq(verificationTelephone.idutilisateur, idutilisateur))
    .returning({ essais: verificationTelephone.essais });
  return row?.essais ?? 0;
}

export async function forgetCode(db: Db, idutilisateur: number): Promise<void> {
  await db.delete(verificationTelephone).where(eq(verificationTelephone.idutilisateur, idutilisateur));
}

/** Marks `telephone` verified on the account, if it is still the account's number; when, or null. */
export async function markPhoneVerified(db: Db, idutilisateur: number, telephone: string): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(utilisateur)
      .set({ telephone_verifie: new Date() })
      .where(and(eq(utilisateur.idutilisateur, idutilisateur), eq(utilisateur.telephone, telephone)))
      .returning({ telephone_verifie: utilisateur.telephone_verifie });
    await tx.delete(verificationTelephone).where(eq(verificationTelephone.idutilisateur, idutilisateur));
    return row?.telephone_verifie ?? null;
  });
}

/** The seller's published listings, whose pages show their "Numéro vérifié" mark. */
export async function publishedListingsOf(db: Db, idutilisateur: number): Promise<ChangedListing[]> {
  const [motos, equipements] = await Promise.all([
    db
      .select({ id: annonceMoto.idannonce_moto, titre: annonceMoto.titre })
      .from(annonceMoto)
      .where(and(eq(annonceMoto.idutilisateur, idutilisateur), eq(annonceMoto.etat, 'publiee'))),
    db
      .select({ id: annonceEquipement.idannonce_equipement, titre: annonceEquipement.titre, type: annonceEquipement.type })
      .from(annonceEquipement)
      .where(and(eq(annonceEquipement.idutilisateur, idutilisateur), eq(annonceEquipement.etat, 'publiee'))),
  ]);
  return [
    ...motos.map((listing) => ({ urlType: 'moto' as const, id: listing.id, titre: listing.titre })),
    ...equipements.map((listing) => ({ urlType: urlTypeOfEquipment(listing.type as EquipmentType), id: listing.id, titre: listing.titre })),
  ];
}
