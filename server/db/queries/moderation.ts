/**
 * Moderation of a listing by an admin: publish it, refuse it with a reason, or mark it sold. A
 * listing its owner deactivated or sold is theirs to bring back; an admin does not publish it.
 */
import { eq, gte, sql } from 'drizzle-orm';
import { RISK_SIGNALS, type RiskSignal, type RiskSignalCode } from '@/lib/trust';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingState, type ListingUrlType } from '@/lib/listing-types';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, decisionRisque } from '../schema';
import { recordAdminAction, type Admin } from './audit';
import type { ListingCorrection } from '@/lib/schemas/listing-write';
import { errorCodes } from '@/lib/errors';

/** `signaux_confirmes`: the held listing's signals the admin found right (default: all on a refusal, none on a publication). */
export type ModerationDecision =
  | { etat: 'publiee'; signaux_confirmes?: RiskSignalCode[] }
  | { etat: 'refusee'; motif_refus: string; signaux_confirmes?: RiskSignalCode[] }
  | { etat: 'vendue' };

export const MODERATION_MESSAGES = {
  notModerable: 'Cette annonce a été désactivée ou vendue par son propriétaire : elle ne peut pas être publiée ni refusée.',
} as const;
export const MODERATION_ERRORS = /* @__PURE__ */ errorCodes('moderation', MODERATION_MESSAGES);

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
    if (decision.etat !== 'vendue' && !MODERABLE.includes(etat)) throw new Refusal(MODERATION_ERRORS.notModerable, 409);
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
    const held = etat === 'en_attente' && before.risque_score !== null;
    const verdict = held && decision.etat !== 'vendue' ? signalVerdict(before.risque_signaux as RiskSignal[] | null, decision) : null;
    if (verdict) await tx.insert(decisionRisque).values({ type: kind, idannonce: id, idadmin: admin.idutilisateur, decision: decision.etat, ...verdict });
    await recordAdminAction(tx, admin, {
      action: 'annonce.moderation',
      objet_type: kind === 'moto' ? 'annonce_moto' : 'annonce_equipement',
      objet_id: id,
      avant: { etat, motif_refus: before.motif_refus },
      apres: { etat: decision.etat, motif_refus: decision.etat === 'refusee' ? decision.motif_refus : null, ...(verdict ?? {}) },
    });
    const urlType = kind === 'moto' ? 'moto' : urlTypeOfEquipment((before as { type: EquipmentType }).type);
    return { etat: decision.etat, urlType, id, titre: before.titre, public: etat === 'publiee' || decision.etat === 'publiee', held };
  });
}

/** Which of a held listing's signals the decision confirms and which it rejects; only signals it has count. */
function signalVerdict(
  signals: RiskSignal[] | null,
  decision: Exclude<ModerationDecision, { etat: 'vendue' }>,
): { confirmes: RiskSignalCode[]; rejetes: RiskSignalCode[] } | null {
  const codes = [...new Set((signals ?? []).map((signal) => signal.code))];
  if (codes.length === 0) return null;
  const confirmed = decision.signaux_confirmes ?? (decision.etat === 'refusee' ? codes : []);
  return { confirmes: codes.filter((code) => confirmed.includes(code)), rejetes: codes.filter((code) => !confirmed.includes(code)) };
}

/** Per signal over the last `days`: how many decisions confirmed it and how many rejected it. */
export async function signalVerdicts(db: Db, days: number): Promise<{ code: RiskSignalCode; confirmes: number; rejetes: number }[]> {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await db
    .select({
      code: sql<string>`verdict.code`,
      confirmes: sql<number>`count(*) filter (where verdict.confirme)::int`,
      rejetes: sql<number>`count(*) filter (where not verdict.confirme)::int`,
    })
    .from(
      sql`${decisionRisque} cross join lateral (
        select unnest(${decisionRisque.confirmes}) as code, true as confirme
        union all select unnest(${decisionRisque.rejetes}), false) as verdict`,
    )
    .where(gte(decisionRisque.date_ajout, since))
    .groupBy(sql`verdict.code`);
  const found = new Map(rows.map((row) => [row.code, row]));
  return RISK_SIGNALS.filter((code) => found.has(code)).map((code) => ({ code, confirmes: found.get(code)!.confirmes, rejetes: found.get(code)!.rejetes }));
}

export const CORRECTION_MESSAGES = { motoOnly: 'La catégorie de moto ne s’applique qu’aux motos.' } as const;
export const CORRECTION_ERRORS = /* @__PURE__ */ errorCodes('correction', CORRECTION_MESSAGES);

/** An admin corrects fields of a listing (audited); its public pages are rebuilt under the old and new titles. */
export async function correctListing(
  db: Db,
  admin: Admin,
  kind: ListingKind,
  id: number,
  correction: ListingCorrection,
): Promise<{ before: Moderated; after: Moderated } | null> {
  if (kind !== 'moto' && correction.categorie_moto !== undefined) throw new Refusal(CORRECTION_ERRORS.motoOnly, 400);
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
