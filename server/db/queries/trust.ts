/**
 * What admins set for the risk assessment (server/trust): a seller's trust level, and the scam
 * expressions it looks for. Each change is audited.
 */
import { asc, eq } from 'drizzle-orm';
import { foldSearchText } from '@/lib/search-words';
import { TRUST_ERRORS, type ScamWord } from '@/lib/schemas/admin';
import type { TrustLevel } from '@/lib/trust';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { motArnaque, utilisateur } from '../schema';
import { recordAdminAction, type Admin } from './audit';

/** Sets a seller's trust level; false when there is no such person. */
export async function setTrust(db: Db, admin: Admin, idutilisateur: number, confiance: TrustLevel): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ confiance: utilisateur.confiance }).from(utilisateur).where(eq(utilisateur.idutilisateur, idutilisateur)).for('update');
    if (!before) return false;
    await tx.update(utilisateur).set({ confiance }).where(eq(utilisateur.idutilisateur, idutilisateur));
    await recordAdminAction(tx, admin, {
      action: 'utilisateur.confiance',
      objet_type: 'utilisateur',
      objet_id: idutilisateur,
      avant: { confiance: before.confiance },
      apres: { confiance },
    });
    return true;
  });
}

const toScamWord = (row: typeof motArnaque.$inferSelect): ScamWord => ({ ...row, date_ajout: row.date_ajout.toISOString() });

export async function scamWords(db: Db): Promise<ScamWord[]> {
  return (await db.select().from(motArnaque).orderBy(asc(motArnaque.forme))).map(toScamWord);
}

/** Adds an expression, folded as the search folds; one already there (however written) is a 409. */
export async function addScamWord(db: Db, admin: Admin, expression: string, poids = 25): Promise<ScamWord> {
  const forme = foldSearchText(expression);
  if (forme.length < 3) throw new Refusal(TRUST_ERRORS.expression, 400);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(motArnaque).values({ expression, forme, poids }).onConflictDoNothing().returning();
    if (!row) throw new Refusal(TRUST_ERRORS.duplicate, 409);
    await recordAdminAction(tx, admin, {
      action: 'mot_arnaque.ajout',
      objet_type: 'mot_arnaque',
      objet_id: row.idmot,
      avant: null,
      apres: { expression, poids },
    });
    return toScamWord(row);
  });
}

export async function removeScamWord(db: Db, admin: Admin, idmot: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(motArnaque).where(eq(motArnaque.idmot, idmot)).returning();
    if (!row) return false;
    await recordAdminAction(tx, admin, {
      action: 'mot_arnaque.suppression',
      objet_type: 'mot_arnaque',
      objet_id: idmot,
      avant: { expression: row.expression, poids: row.poids },
      apres: null,
    });
    return true;
  });
}
