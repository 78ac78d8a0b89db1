/**
 * Listings that stay fresh: a published listing expires `duree_annonce_jours` days (a setting,
 * 60 by default) after its publication or its owner's last renewal, unless a running sponsoring
 * keeps it online until that sponsoring ends. Its owner is told EXPIRY_NOTICE_DAYS before.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LISTING_LIFETIME_DAYS, EXPIRY_NOTICE_DAYS, LISTING_LIFETIME_SETTING } from '@/lib/listing-states';
import { type EquipmentType, type ListingKind, urlTypeOfEquipment, type ListingUrlType } from '@/lib/listing-types';
import type { Db } from '../client';
import { LISTING_TABLES } from './listing-shared';

/** The setting's days, as SQL: a value that is not a whole number counts as the default. */
export const LIFETIME_DAYS: SQL = sql`coalesce((select case when valeur ~ '^\\d{1,4}$' then valeur::int end from parametrage where name = ${LISTING_LIFETIME_SETTING}), ${DEFAULT_LISTING_LIFETIME_DAYS})`;

/** When a listing of `alias` (a published one) expires, sponsoring aside. */
export const expiresAt = (alias: string): SQL =>
  sql`(coalesce(${sql.raw(alias)}.date_renouvellement, ${sql.raw(alias)}.date_publication) + ${LIFETIME_DAYS} * interval '1 day')`;

const TABLES = LISTING_TABLES;

/** A running sponsoring of the listing `alias` that ends after `moment`. */
function sponsoredPast(kind: ListingKind, alias: string, moment: SQL): SQL {
  const column = kind === 'moto' ? sql`s.idannonce_moto` : sql`s.idannonce_equipement`;
  return sql`exists (select 1 from sponsoring s where ${column} = ${sql.raw(alias)}.${TABLES[kind].id} and s.etat_sponsoring = 'active'
    and s.date_debut <= now() and s.date_debut + s.nbr_jour * interval '1 day' > ${moment})`;
}

export interface ExpiredListing {
  kind: ListingKind;
  urlType: ListingUrlType;
  id: number;
  titre: string;
}

/** Listings whose time is up (and no running sponsoring holds) become 'expiree'. */
export async function expireListings(db: Db, now = new Date()): Promise<ExpiredListing[]> {
  const expired: ExpiredListing[] = [];
  for (const kind of ['moto', 'equipement'] as const) {
    const { table, id, type } = TABLES[kind];
    const { rows } = await db.execute<{ id: number; titre: string; type: EquipmentType | null }>(sql`
      update ${table} as l set etat = 'expiree', date_modification = ${now.toISOString()}::timestamptz
      where l.etat = 'publiee' and ${expiresAt('l')} <= ${now.toISOString()}::timestamptz
        and not ${sponsoredPast(kind, 'l', sql`${now.toISOString()}::timestamptz`)}
      returning l.${id} as id, l.titre, ${type} as type`);
    for (const row of rows) expired.push({ kind, id: Number(row.id), titre: row.titre, urlType: kind === 'moto' ? 'moto' : urlTypeOfEquipment(row.type!) });
  }
  return expired;
}

export interface ExpiryNotice {
  kind: ListingKind;
  id: number;
  /** the current period's start: the notice's (and its renewal link's) key */
  periode: string;
}

/**
 * Published listings expiring within EXPIRY_NOTICE_DAYS whose owner was not told yet (and that no
 * sponsoring keeps online past their expiry): marked told, and answered for their notices.
 */
export async function dueExpiryNotices(db: Db, now = new Date()): Promise<ExpiryNotice[]> {
  const due: ExpiryNotice[] = [];
  const at = sql`${now.toISOString()}::timestamptz`;
  for (const kind of ['moto', 'equipement'] as const) {
    const { table, id } = TABLES[kind];
    const { rows } = await db.execute<{ id: number; periode: Date | string }>(sql`
      update ${table} as l set avis_expiration = ${at}
      where l.etat = 'publiee' and l.avis_expiration is null
        and ${expiresAt('l')} <= ${at} + ${EXPIRY_NOTICE_DAYS} * interval '1 day'
        and not ${sponsoredPast(kind, 'l', expiresAt('l'))}
      returning l.${id} as id, coalesce(l.date_renouvellement, l.date_publication) as periode`);
    for (const row of rows) due.push({ kind, id: Number(row.id), periode: new Date(row.periode).toISOString() });
  }
  return due;
}

export interface RenewalTarget {
  idutilisateur: number;
  titre: string;
  etat: string;
  urlType: ListingUrlType;
  /** the current period's start (ISO) */
  periode: string | null;
  expire: string | null;
}

/** What a renewal link or notice needs of a listing: its owner, state and current period. */
export async function renewalTarget(db: Db, kind: ListingKind, listing: number): Promise<RenewalTarget | null> {
  const { table, id, type } = TABLES[kind];
  const { rows } = await db.execute<{
    idutilisateur: number;
    titre: string;
    etat: string;
    type: EquipmentType | null;
    periode: Date | string | null;
    expire: Date | string | null;
  }>(
    sql`select l.idutilisateur, l.titre, l.etat, ${type} as type, coalesce(l.date_renouvellement, l.date_publication) as periode, ${expiresAt('l')} as expire
      from ${table} as l where l.${id} = ${listing}`,
  );
  const row = rows[0];
  if (!row) return null;
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    idutilisateur: Number(row.idutilisateur),
    titre: row.titre,
    etat: row.etat,
    urlType: kind === 'moto' ? 'moto' : urlTypeOfEquipment(row.type!),
    periode: iso(row.periode),
    expire: iso(row.expire),
  };
}

/**
 * Renews a listing from its owner's one-click link: only while it is still in the period the link
 * was made for (so a link renews once), and only a published or expired listing. Answers the
 * renewed listing, or why not.
 */
export async function renewFromLink(
  db: Db,
  kind: ListingKind,
  listing: number,
  periode: string,
  now = new Date(),
): Promise<{ renewed: RenewalTarget } | { refused: 'absente' | 'deja' | 'etat' }> {
  const before = await renewalTarget(db, kind, listing);
  if (!before) return { refused: 'absente' };
  if (before.periode !== periode) return { refused: 'deja' };
  if (before.etat !== 'publiee' && before.etat !== 'expiree') return { refused: 'etat' };
  const { table, id } = TABLES[kind];
  const { rows } = await db.execute(sql`
    update ${table} as l set etat = 'publiee', date_renouvellement = ${now.toISOString()}::timestamptz, avis_expiration = null, date_modification = ${now.toISOString()}::timestamptz
    where l.${id} = ${listing} and l.etat in ('publiee', 'expiree') and date_trunc('milliseconds', coalesce(l.date_renouvellement, l.date_publication)) = ${periode}::timestamptz
    returning 1`);
  if (rows.length === 0) return { refused: 'deja' };
  return { renewed: (await renewalTarget(db, kind, listing))! };
}

/** The subject of a renewal link: the listing and the period it was made in. */
export const renewalSubject = (kind: ListingKind, id: number, periode: string) => `${kind}:${id}:${periode}`;

export function parseRenewalSubject(subject: string): { kind: ListingKind; id: number; periode: string } | null {
  const match = /^(moto|equipement):(\d{1,10}):(\S+)$/.exec(subject);
  return match ? { kind: match[1] as ListingKind, id: Number(match[2]), periode: match[3]! } : null;
}

export interface ListingAvailability {
  etat: 'publiee' | 'expiree' | 'vendue';
  titre: string;
  prix: number | null;
  type: ListingUrlType;
  /** the brand, for similar listings on the page of one gone */
  marque: string | null;
}

/** Whether a listing is online, or was and is gone (expired or sold); null for any other. */
export async function listingAvailability(db: Db, kind: ListingKind, listing: number): Promise<ListingAvailability | null> {
  const { table, id, type } = TABLES[kind];
  const { rows } = await db.execute<{ etat: string; titre: string; prix: number | null; type: EquipmentType | null; marque: string | null }>(
    sql`select l.etat, l.titre, l.prix, ${type} as type, l.marque from ${table} as l where l.${id} = ${listing} and l.etat in ('publiee', 'expiree', 'vendue')`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    etat: row.etat as ListingAvailability['etat'],
    titre: row.titre,
    prix: row.prix,
    type: kind === 'moto' ? 'moto' : urlTypeOfEquipment(row.type!),
    marque: row.marque,
  };
}
