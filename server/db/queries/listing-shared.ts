/** Pieces shared by the moto and equipment listing reads. */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { maskPhone } from '@/lib/phone';
import type { Vendeur } from '@/lib/schemas/listings';
import { utilisateur } from '../schema';

const u = utilisateur;

/**
 * A column with its table name, for correlated subqueries: in a single-table query Drizzle writes
 * bare column names, which a subquery would resolve against its own table.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The first photo of the ordered photo array (PostgreSQL arrays start at 1). */
export function photo1(photos: PgColumn): SQL<string | null> {
  return sql<string | null>`${photos}[1]`;
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** Escapes LIKE wildcards in user input (the default escape character is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Seller columns of a listing card: the shop badge, only for shops. */
export const badgeColumns = {
  boutique_id: sql<number | null>`case when ${u.role} = 'boutique' then ${u.idutilisateur} end`,
  boutique_nom: sql<string | null>`case when ${u.role} = 'boutique' then ${u.nom_entreprise} end`,
  boutique_logo: sql<string | null>`case when ${u.role} = 'boutique' then ${u.logo} end`,
};

export function toBadge(row: { boutique_id: number | null; boutique_nom: string | null; boutique_logo: string | null }) {
  return row.boutique_id !== null && row.boutique_nom !== null
    ? { idutilisateur: row.boutique_id, nom_entreprise: row.boutique_nom, logo: row.boutique_logo }
    : null;
}

/** The public identity of a seller: never the e-mail or the uid. */
export const vendeurColumns = {
  idutilisateur: u.idutilisateur,
  nom: u.nom,
  prenom: u.prenom,
  role: u.role,
  telephone: u.telephone,
  ville: u.ville,
  nom_entreprise: u.nom_entreprise,
  logo: u.logo,
  date_ajout: u.date_ajout,
};

type VendeurRow = Omit<Vendeur, 'role' | 'date_ajout' | 'telephone_masque'> & { role: string; date_ajout: Date; telephone: string | null };

/**
 * A seller as selected with vendeurColumns (joined to their listing), in the API's shape: the
 * number masked, since it reaches visitors only through the contact button (counted, limited).
 */
export function toVendeur({ telephone, ...row }: VendeurRow): Vendeur {
  return { ...row, telephone_masque: telephone ? maskPhone(telephone) : null, role: row.role as Vendeur['role'], date_ajout: iso(row.date_ajout) };
}

/** Adds one to a counter column of the rows matching `where`; the new value, or null if none matched. */
export async function incrementCounter(db: Db, table: PgTable, counter: PgColumn, where: SQL): Promise<number | null> {
  const rows = await db
    .update(table)
    .set({ [counter.name]: sql`${counter} + 1` })
    .where(where)
    .returning({ value: counter });
  return (rows[0]?.value as number | undefined) ?? null;
}
