/**
 * The admin audit trail: every admin change is recorded with who made it, on what, the object
 * before and after, and when. Callers write it inside the transaction of the change, so a change
 * is never made without its record (and a failed change leaves none).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry, AuditPage } from '@/lib/schemas/audit';
import type { Db } from '../client';
import { auditAdmin } from '../schema';
import { exactPage, rowCount } from './pagination';

export interface Admin {
  idutilisateur: number;
  nom: string;
  prenom: string;
  email: string;
}

export interface AdminAction {
  action: string;
  objet_type: string;
  objet_id: number;
  avant?: unknown;
  apres?: unknown;
}

/** JSON-safe copy of a row (dates as ISO strings), for the record. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export async function recordAdminAction(db: Db, admin: Admin, change: AdminAction): Promise<void> {
  await db.insert(auditAdmin).values({
    idadmin: admin.idutilisateur,
    admin_nom: `${admin.prenom} ${admin.nom}`.trim() || admin.email,
    action: change.action,
    objet_type: change.objet_type,
    objet_id: change.objet_id,
    avant: snapshot(change.avant),
    apres: snapshot(change.apres),
  });
}

/**
 * The record of a change to one object, kept as `kept` draws it before and after (after: null
 * when it is deleted).
 */
export function recordAdminChange<Row>(
  db: Db,
  admin: Admin,
  change: { action: string; objet_type: string; objet_id: number; kept: (row: Row) => unknown },
  before: Row,
  after: Row | null,
): Promise<void> {
  const { kept, ...what } = change;
  return recordAdminAction(db, admin, { ...what, avant: kept(before), apres: after && kept(after) });
}

function toEntry(row: typeof auditAdmin.$inferSelect): AuditEntry {
  return {
    idaudit: row.idaudit,
    idadmin: row.idadmin,
    admin_nom: row.admin_nom,
    action: row.action,
    objet_type: row.objet_type,
    objet_id: row.objet_id,
    avant: row.avant ?? null,
    apres: row.apres ?? null,
    date_action: row.date_action.toISOString(),
  };
}

/** The audit list, newest first; of one object when `objet` is given. */
export async function auditTrail(db: Db, request: { page: number; limit: number; objet?: { type: string; id: number } }): Promise<AuditPage> {
  const where = request.objet ? and(eq(auditAdmin.objet_type, request.objet.type), eq(auditAdmin.objet_id, request.objet.id)) : undefined;
  const { rows, ...paging } = await exactPage(
    request,
    ({ limit, offset }) =>
      db.select().from(auditAdmin).where(where).orderBy(desc(auditAdmin.date_action), desc(auditAdmin.idaudit)).limit(limit).offset(offset),
    () => db.select({ n: rowCount }).from(auditAdmin).where(where),
  );
  return { entrees: rows.map(toEntry), ...paging };
}
