/**
 * Moderation of a listing by an admin: publish it, refuse it with a reason, or mark it sold. A
 * listing its owner deactivated or sold is theirs to bring back; an admin does not publish it.
 */
import { eq } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingState, type ListingUrlType } from '@/lib/listing-types';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto } from '../schema';
import { recordAdminAction, type Admin } from './audit';
import type { ListingCorrection } from '@/lib/schemas/listing-write';

export type ModerationDecision = { etat: 'publiee' } | { etat: 'refusee'; motif_refus: string } | { etat: 'vendue' };

export const MODERATION_MESSAGES = {
  notModerable: 'Cette annonce a été désactivée ou vendue par son propriétaire : elle ne peut pas être publiée ni refusée.',
} as const;

const MODERABLE: ListingState[] = ['en_attente', 'publiee', 'refusee'];

export interface Moderated {
  etat: ListingState;
  urlType: ListingUrlType;
  id: number;
  titre: string;
  /** shown on the public site before or after */
  public: boolean;
  /** it was waiting because the risk assessment held it */
  held?: boolean;
}

export async function moderateListing(db: Db, admin: Admin, kind: ListingKind, id: number, decision: ModerationDecision): Promise<Moderated | null> {
  return db.transaction(async (tx) => {
    const table = kind === 'moto' ? annonceMoto : annonceEquipement;
    const idColumn = kind === 'moto' ? annonceMoto.idannonce_moto : annonceEquipement.idannonce_equipement;
    const [before] = await tx.select().from(table).where(eq(idColumn, id)).for('update');
    if (!before) return null;
    const etat = before.etat as ListingState;
    if (decision.etat !== 'vendue' && !MODERABLE.includes(etat)) throw new Refusal(MODERATION_MESSAGES.notModerable, 409);
    const now = new Date();
    await tx
      .update(table)
      .set({
        etat: decision.etat,
        motif_refus: decision.etat === 'refusee' ? decision.motif_refus : null,
        // A listing enters the lists as new when it is (re)published.
        // (and starts a new period before it expires: an older renewal no longer counts).
        ...(decision.etat === 'publiee' && etat !== 'publiee' ? { date_publication: now, date_renouvellement: null, avis_expiration: null } : {}),
        date_modification: now,
      })
      .where(eq(idColumn, id));
    await recordAdminAction(tx, admin, {
      action: 'annonce.moderation',
      objet_type: kind === 'moto' ? 'annonce_moto' : 'annonce_equipement',
      objet_id: id,
      avant: { etat, motif_refus: before.motif_refus },
      apres: { etat: decision.etat, motif_refus: decision.etat === 'refusee' ? decision.motif_refus : null },
    });
    const urlType = kind === 'moto' ? 'moto' : urlTypeOfEquipment((before as { type: EquipmentType }).type);
    const held = etat === 'en_attente' && before.risque_score !== null;
    return { etat: decision.etat, urlType, id, titre: before.titre, public: etat === 'publiee' || decision.etat === 'publiee', held };
  });
}

export const CORRECTION_MESSAGES = { motoOnly: 'La catégorie de moto ne s’applique qu’aux motos.' } as const;

/** An admin corrects fields of a listing (audited); its public pages are rebuilt under the old and new titles. */
export async function correctListing(
  db: Db,
  admin: Admin,
  kind: ListingKind,
  id: number,
  correction: ListingCorrection,
): Promise<{ before: Moderated; after: Moderated } | null> {
  if (kind !== 'moto' && correction.categorie_moto !== undefined) throw new Refusal(CORRECTION_MESSAGES.motoOnly, 400);
  return db.transaction(async (tx) => {
    const table = kind === 'moto' ? annonceMoto : annonceEquipement;
    const idColumn = kind === 'moto' ? annonceMoto.idannonce_moto : annonceEquipement.idannonce_equipement;
    const [before] = await tx.select().from(table).where(eq(idColumn, id)).for('update');
    if (!before) return null;
    await tx
      .update(table)
      .set({ ...correction, date_modification: new Date() })
      .where(eq(idColumn, id));
    const picked = (row: Record<string, unknown>) => Object.fromEntries(Object.keys(correction).map((key) => [key, row[key]]));
    await recordAdminAction(tx, admin, {
      action: 'annonce.correction',
      objet_type: kind === 'moto' ? 'annonce_moto' : 'annonce_equipement',
      objet_id: id,
      avant: picked(before),
      apres: correction,
    });
    const urlType = kind === 'moto' ? 'moto' : urlTypeOfEquipment((before as { type: EquipmentType }).type);
    const etat = before.etat as ListingState;
    const shown = etat === 'publiee';
    return {
      before: { etat, urlType, id, titre: before.titre, public: shown },
      after: { etat, urlType, id, titre: correction.titre ?? before.titre, public: shown },
    };
  });
}
