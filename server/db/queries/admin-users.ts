/**
 * Users in the back office: the list (by role, searched by name, e-mail or phone), deleting an
 * account (never one's own, never the last admin), turning a particulier into a shop, and the
 * user statistics. Every change is audited in its own transaction.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ERRORS, ROLES, type AdminUser, type AdminUserPage, type TransformToShopBody, type UserStats } from '@/lib/schemas/admin';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, utilisateur } from '../schema';
import { deleteAccount, type DeletedAccount } from './accounts';
import { recordAdminChange, type Admin } from './audit';
import { takeUploads } from './uploads';
import { escapeLike } from './listing-shared';
import { exactPage, rowCount } from './pagination';

const u = utilisateur;

/** Listings and published listings of each user, both tables, in one pass over the owner index. */
async function listingCounts(db: Db, ids: number[]): Promise<Map<number, { annonces: number; annonces_publiees: number }>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db.execute<{ id: number; annonces: number; annonces_publiees: number }>(sql`
    select idutilisateur as id, count(*)::int as annonces, (count(*) filter (where etat = 'publiee'))::int as annonces_publiees
    from (select ${annonceMoto.idutilisateur} as idutilisateur, ${annonceMoto.etat} as etat from ${annonceMoto} where ${annonceMoto.idutilisateur} in (${list})
          union all
          select ${annonceEquipement.idutilisateur}, ${annonceEquipement.etat} from ${annonceEquipement} where ${annonceEquipement.idutilisateur} in (${list})) as listings
    group by idutilisateur`);
  return new Map(rows.rows.map((row) => [Number(row.id), { annonces: row.annonces, annonces_publiees: row.annonces_publiees }]));
}

async function withCounts(db: Db, rows: (typeof u.$inferSelect)[]): Promise<AdminUser[]> {
  const counts = await listingCounts(
    db,
    rows.map((row) => row.idutilisateur),
  );
  return rows.map((row) => toAdminUser({ ...row, ...(counts.get(row.idutilisateur) ?? { annonces: 0, annonces_publiees: 0 }) }));
}

function toAdminUser(row: typeof u.$inferSelect & { annonces: number; annonces_publiees: number }): AdminUser {
  return {
    idutilisateur: row.idutilisateur,
    uid: row.uid,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    ville: row.ville,
    role: row.role as AdminUser['role'],
    nom_entreprise: row.nom_entreprise,
    logo: row.logo,
    adresse: row.adresse,
    date_ajout: row.date_ajout.toISOString(),
    annonces: row.annonces,
    annonces_publiees: row.annonces_publiees,
    confiance: row.confiance as AdminUser['confiance'],
  };
}

/** What people type to find someone: part of a name, an e-mail, or a phone as they write it. */
function searchCondition(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  // 06 12 34 56 78 and +212 6 12… both find +212612345678.
  const phone = digits.length >= 4 ? `%${digits.replace(/^(212|0)/, '')}%` : null;
  return or(
    ilike(u.nom, like),
    ilike(u.prenom, like),
    ilike(u.nom_entreprise, like),
    ilike(u.email, like),
    ilike(sql`${u.prenom} || ' ' || ${u.nom}`, like),
    phone ? ilike(u.telephone, phone) : undefined,
  );
}

export async function adminUsers(db: Db, request: { type?: AdminUser['role']; q?: string; page?: number; limit?: number }): Promise<AdminUserPage> {
  const where = and(request.type ? eq(u.role, request.type) : undefined, request.q ? searchCondition(request.q) : undefined);
  const { rows, ...paging } = await exactPage(
    request,
    ({ limit, offset }) => db.select().from(u).where(where).orderBy(desc(u.date_ajout), desc(u.idutilisateur)).limit(limit).offset(offset),
    () => db.select({ n: rowCount }).from(u).where(where),
  );
  return { utilisateurs: await withCounts(db, rows), ...paging };
}

export async function adminUser(db: Db, idutilisateur: number): Promise<AdminUser | null> {
  const rows = await db.select().from(u).where(eq(u.idutilisateur, idutilisateur));
  return rows.length ? (await withCounts(db, rows))[0]! : null;
}

/** What the audit keeps of a person: who they were, not their password or tokens (we hold none). */
function audited(row: typeof u.$inferSelect) {
  return {
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    role: row.role,
    nom_entreprise: row.nom_entreprise,
    adresse: row.adresse,
    logo: row.logo,
  };
}

/**
 * DELETE admin/user/{id}: the account, its listings and sponsorings, and its Firebase account, in
 * one transaction (Firebase failing rolls it all back). Never oneself, never the last admin.
 */
export async function deleteUserAsAdmin(
  db: Db,
  admin: Admin,
  idutilisateur: number,
  deleteFirebaseAccount: (uid: string) => Promise<void>,
): Promise<DeletedAccount | null> {
  if (idutilisateur === admin.idutilisateur) throw new Refusal(ADMIN_ERRORS.cannotDeleteSelf, 409);
  return db.transaction(async (tx) => {
    const [seen] = await tx.select({ role: u.role }).from(u).where(eq(u.idutilisateur, idutilisateur));
    if (!seen) return null;
    if (seen.role === 'admin') {
      // Every admin row locked, always in the same order: two admins deleting each other at once
      // wait for one another (no deadlock), and the second sees that only one admin is left.
      const admins = await tx.select({ id: u.idutilisateur }).from(u).where(eq(u.role, 'admin')).orderBy(asc(u.idutilisateur)).for('update');
      if (admins.length <= 1) throw new Refusal(ADMIN_ERRORS.lastAdmin, 409);
    }
    const [target] = await tx.select().from(u).where(eq(u.idutilisateur, idutilisateur)).for('update');
    if (!target) return null;
    if (target.role === 'admin' && seen.role !== 'admin') throw new Refusal(ADMIN_ERRORS.deleteUserFailed, 409);
    await recordAdminChange(tx, admin, { action: 'utilisateur.suppression', objet_type: 'utilisateur', objet_id: idutilisateur, kept: audited }, target, null);
    return deleteAccount(tx, target, deleteFirebaseAccount);
  });
}

/** PUT admin/{id}/transformer-boutique: a particulier becomes a shop, with its name, address and logo. */
export async function transformToShop(db: Db, admin: Admin, idutilisateur: number, shop: TransformToShopBody): Promise<AdminUser | null> {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(u).where(eq(u.idutilisateur, idutilisateur)).for('update');
    if (!before) return null;
    if (before.role === 'boutique') throw new Refusal(ADMIN_ERRORS.alreadyShop, 409);
    if (before.role === 'admin') throw new Refusal(ADMIN_ERRORS.adminNotShop, 409);
    const [after] = await tx
      .update(u)
      .set({ role: 'boutique', nom_entreprise: shop.nom_entreprise, adresse: shop.adresse ?? before.adresse, logo: shop.logo ?? before.logo })
      .where(eq(u.idutilisateur, idutilisateur))
      .returning();
    await takeUploads(tx, [shop.logo]);
    await recordAdminChange(
      tx,
      admin,
      { action: 'utilisateur.transformation_boutique', objet_type: 'utilisateur', objet_id: idutilisateur, kept: audited },
      before,
      after!,
    );
    return after!;
  });
  return changed ? adminUser(db, changed.idutilisateur) : null;
}

/** Days of the last 30 (Morocco's calendar), with a count of rows of `table` added on each. */
export function perDaySql(table: SQL, dateColumn: SQL, now: Date, where: SQL = sql`true`): SQL {
  return sql`
    with jours as (
      select to_char(d, 'YYYY-MM-DD') as jour
      from generate_series(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Africa/Casablanca') - interval '29 days',
                           date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Africa/Casablanca'), interval '1 day') as d
    ), ajouts as (
      select to_char(${dateColumn} at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as jour, count(*)::int as n
      from ${table}
      where ${dateColumn} >= ${now.toISOString()}::timestamptz - interval '31 days' and ${where}
      group by 1
    )
    select jours.jour, coalesce(ajouts.n, 0)::int as n from jours left join ajouts using (jour) order by jours.jour`;
}

/** GET utilisateur/admin/stats: users by role (the role index answers) and sign-ups per day. */
export async function userStats(db: Db, now = new Date()): Promise<UserStats> {
  const [byRole, days] = await Promise.all([
    db
      .select({ role: u.role, n: sql<number>`count(*)::int` })
      .from(u)
      .groupBy(u.role),
    db.execute<{ jour: string; n: number }>(perDaySql(sql`${u}`, sql`${u.date_ajout}`, now)),
  ]);
  const parRole = Object.fromEntries(ROLES.map((role) => [role, byRole.find((row) => row.role === role)?.n ?? 0])) as UserStats['parRole'];
  return { total: Object.values(parRole).reduce((sum, n) => sum + n, 0), parRole, inscriptionsParJour: days.rows };
}
