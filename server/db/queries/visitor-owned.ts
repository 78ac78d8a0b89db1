/**
 * What a visitor keeps without an account (favourites, garage): each row belongs to an account or
 * to a device's guest id until that guest signs in. One place says how such rows are matched,
 * written and locked, so that no list can reach another owner's rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';

export type VisitorOwner = { idutilisateur: number } | { guestId: string };

/** The condition that a row of `alias` belongs to `owner`. */
export function ownedBy(owner: VisitorOwner, alias: string): SQL {
  return 'idutilisateur' in owner ? sql`${sql.raw(alias)}.idutilisateur = ${owner.idutilisateur}` : sql`${sql.raw(alias)}.guest_id = ${owner.guestId}`;
}

/** The column an insert writes the owner into, and its value. */
export function ownerColumn(owner: VisitorOwner): [SQL, number | string] {
  return 'idutilisateur' in owner ? [sql`idutilisateur`, owner.idutilisateur] : [sql`guest_id`, owner.guestId];
}

/** One owner's writes to one kind of list take turns, so that its limits hold under concurrent calls. */
export async function lockOwner(tx: Db, kind: string, owner: VisitorOwner): Promise<void> {
  const key = 'idutilisateur' in owner ? `${kind}:u:${owner.idutilisateur}` : `${kind}:g:${owner.guestId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
