/** Settings and sponsoring packs, changed by admins (audited). */
import { asc, eq, sql } from 'drizzle-orm';
import type { ListingKind } from '@/lib/listing-types';
import type { AdminPack, PackCreate, PackUpdate } from '@/lib/schemas/admin-settings';
import type { Db } from '../client';
import { packSponsoring, paiement, parametrage } from '../schema';
import { recordAdminAction, type Admin } from './audit';

/** PUT parametrage/{name}: false when the setting does not exist (settings are created by migrations). */
export async function updateSetting(db: Db, admin: Admin, name: string, valeur: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(parametrage).where(eq(parametrage.name, name)).for('update');
    if (!before) return false;
    await tx.update(parametrage).set({ valeur }).where(eq(parametrage.name, name));
    await recordAdminAction(tx, admin, {
      action: 'parametre.modification',
      objet_type: 'parametre',
      objet_id: 0,
      avant: { name, valeur: before.valeur },
      apres: { name, valeur },
    });
    return true;
  });
}

const sold = sql<number>`(select count(*)::int from ${paiement} p where p.idpack = ${packSponsoring.idpack} and p.etat = 'payee')`;

function toAdminPack(row: typeof packSponsoring.$inferSelect & { ventes: number }): AdminPack {
  return { ...row, type: row.type as ListingKind };
}

/** Every pack, retired ones included, with how many were sold. */
export async function adminPacks(db: Db): Promise<AdminPack[]> {
  const rows = await db
    .select({ pack: packSponsoring, ventes: sold })
    .from(packSponsoring)
    .orderBy(asc(packSponsoring.type), asc(packSponsoring.ordre), asc(packSponsoring.prix));
  return rows.map((row) => toAdminPack({ ...row.pack, ventes: row.ventes }));
}

export async function createPack(db: Db, admin: Admin, pack: PackCreate): Promise<AdminPack> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(packSponsoring).values(pack).returning();
    await recordAdminAction(tx, admin, { action: 'pack.creation', objet_type: 'pack', objet_id: created!.idpack, avant: null, apres: pack });
    return toAdminPack({ ...created!, ventes: 0 });
  });
}

/** Price and days apply to sponsorings bought from now on; past ones keep theirs (stored on them). */
export async function updatePack(db: Db, admin: Admin, idpack: number, update: PackUpdate): Promise<AdminPack | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packSponsoring).where(eq(packSponsoring.idpack, idpack)).for('update');
    if (!before) return null;
    const [after] = await tx.update(packSponsoring).set(update).where(eq(packSponsoring.idpack, idpack)).returning();
    await recordAdminAction(tx, admin, { action: 'pack.modification', objet_type: 'pack', objet_id: idpack, avant: before, apres: after });
    const [{ ventes } = { ventes: 0 }] = await tx.select({ ventes: sold }).from(packSponsoring).where(eq(packSponsoring.idpack, idpack));
    return toAdminPack({ ...after!, ventes });
  });
}
