/**
 * The write side of listings, for their owners: post, read back, edit, deactivate, mark sold, and
 * Mes Annonces. Motos and equipment are twins: what they share (photos, owner checks, states, the
 * daily limit, the list) is written once over both tables; only their own columns differ.
 * Names typed by the seller (brand, city) become the stored names here; unknown ones are refused.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { OWNER_ACTION_ERRORS, stateAfter, type OwnerAction } from '@/lib/listing-states';
import { urlTypeOfEquipment, type ContactChannel, type EquipmentType, type ListingKind, type ListingState, type ListingUrlType } from '@/lib/listing-types';
import {
  DAILY_LISTING_LIMITS,
  LISTING_ERRORS,
  type EquipementListingInput,
  type MotoListingInput,
  type OwnerEquipement,
  type OwnerListingCard,
  type OwnerListingPage,
  type OwnerMoto,
} from '@/lib/schemas/listing-write';
import type { SellerPhone } from '@/lib/schemas/listings';
import { Refusal } from '../../refusal';
import {
  findTyrePosition,
  findTyreSize,
  parseTyreSize,
  TYRE_ERRORS,
  tyreSizeOf,
  tyreSizeText,
  type TyrePosition,
  type TyreSizeColumns,
} from '@/lib/tyre-sizes';
import { tyreColumns } from './tyre-sizes';
import { fitmentColumns } from './fitment';
import type { Db } from '../client';
import { expiresAt } from './expiry';
import { annonceEquipement, annonceMoto, categorie, marque, photoUpload, utilisateur } from '../schema';
import { iso } from './listing-shared';
import { exactPage } from './pagination';
import { DEFAULT_PAGE_SIZE } from '@/lib/paging';
import { resolveMarque, resolveVille } from './reference';
import { assessListing } from '../../trust/assess';
import { forgetPhotos } from './uploads';
import type { RiskDecision } from '@/lib/trust';

/** What changed on the public site: the listing's pages under its old and new titles. */
export interface ListingChange {
  urlType: ListingUrlType;
  id: number;
  titres: string[];
  /** whether the public site showed it before or shows it now */
  public: boolean;
}

const m = annonceMoto;
const e = annonceEquipement;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Shared checks

/** New listings of the account over the last 24 hours, both tables; refuses past the role's limit. */
async function checkDailyLimit(db: Db, idutilisateur: number, role: keyof typeof DAILY_LISTING_LIMITS): Promise<void> {
  const since = new Date(Date.now() - DAY_MS);
  const result = await db.execute<{ n: number }>(sql`
    select (select count(*) from ${m} where ${m.idutilisateur} = ${idutilisateur} and ${m.date_ajout} >= ${since})
         + (select count(*) from ${e} where ${e.idutilisateur} = ${idutilisateur} and ${e.date_ajout} >= ${since}) as n`);
  const limit = DAILY_LISTING_LIMITS[role];
  if (Number(result.rows[0]?.n ?? 0) >= limit) throw new Refusal(LISTING_ERRORS.dailyLimit, 429, { limit });
}

/**
 * Every photo must be one the owner uploaded, or one the listing already had. An uploaded photo
 * belongs to the listing that takes it: its upload record goes (so that no other listing can take
 * it, and the cleanup of unused uploads leaves it alone).
 */
async function checkPhotos(db: Db, idutilisateur: number, photos: string[], alreadyOnListing: string[] = []): Promise<void> {
  const fresh = photos.filter((path) => !alreadyOnListing.includes(path));
  if (fresh.length === 0) return;
  const owned = await db
    .select({ chemin: photoUpload.chemin })
    .from(photoUpload)
    .where(and(eq(photoUpload.idutilisateur, idutilisateur), inArray(photoUpload.chemin, fresh)));
  if (owned.length !== fresh.length) throw new Refusal(LISTING_ERRORS.foreignPhoto, 400);
  await db.delete(photoUpload).where(and(eq(photoUpload.idutilisateur, idutilisateur), inArray(photoUpload.chemin, fresh)));
}

/**
 * Photos a change took off a listing, which nothing else shows: uploads of the owner (each is in one
 * listing at most). Seeded or imported photos may be shared, and are never deleted this way.
 */
function photosDropped(idutilisateur: number, before: string[], after: string[]): string[] {
  return before.filter((path) => !after.includes(path) && path.startsWith(`photos/${idutilisateur}/`));
}

async function storedVille(db: Db, typed: string): Promise<string> {
  const nom = await resolveVille(db, typed);
  if (!nom) throw new Refusal(LISTING_ERRORS.unknownVille, 400);
  return nom;
}

/** An active brand of that listing type. */
async function storedMarque(db: Db, typed: string, type: string): Promise<string> {
  const nom = await resolveMarque(db, typed);
  if (nom) {
    const [row] = await db
      .select({ nom: marque.nom_marque })
      .from(marque)
      .where(and(eq(marque.nom_marque, nom), eq(marque.active, true), sql`${type} = any(${marque.types})`));
    if (row) return row.nom;
  }
  throw new Refusal(LISTING_ERRORS.unknownMarque, 400);
}

async function checkCategorie(db: Db, idcategorie: number, type: EquipmentType): Promise<void> {
  const [row] = await db
    .select({ id: categorie.idcategorie })
    .from(categorie)
    .where(and(eq(categorie.idcategorie, idcategorie), eq(categorie.type, type)));
  if (!row) throw new Refusal(LISTING_ERRORS.unknownCategorie, 400);
}

async function motoValues(db: Db, input: MotoListingInput) {
  const [marqueNom, villeNom] = await Promise.all([storedMarque(db, input.marque, 'moto'), storedVille(db, input.ville)]);
  return { ...input, marque: marqueNom, ville: villeNom };
}

async function equipementValues(db: Db, input: EquipementListingInput) {
  const { taille_pneu, position_pneu, compatibilites, universel, ...fields } = input;
  if (input.type !== 'pneu' && (taille_pneu || position_pneu)) throw new Refusal(TYRE_ERRORS.notATyre, 400);
  const [marqueNom, villeNom, , fitment] = await Promise.all([
    input.marque ? storedMarque(db, input.marque, input.type) : Promise.resolve(null),
    storedVille(db, input.ville),
    checkCategorie(db, input.idcategorie, input.type),
    fitmentColumns(db, input.type, { compatibilites, universel }),
  ]);
  return { ...fields, marque: marqueNom, ville: villeNom, ...tyreValues(input), ...fitment };
}

/**
 * A tyre's size as the seller typed it (checked by the schema), else as its title names it; front
 * or rear as they say, else as the title says. Nothing for any other equipment.
 */
function tyreValues({ type, titre, taille_pneu, position_pneu }: EquipementListingInput) {
  if (type !== 'pneu') return { ...tyreColumns(null), pneu_position: null };
  const typed = taille_pneu ? parseTyreSize(taille_pneu) : null;
  const size = typed?.ok ? typed.size : findTyreSize(titre);
  return { ...tyreColumns(size), pneu_position: position_pneu ?? findTyrePosition(titre) };
}

/** What the form shows of a tyre's stored size: as the sidewall writes it. */
function tyreFields(row: TyreSizeColumns & { pneu_position: string | null }) {
  const size = tyreSizeOf(row);
  return { taille_pneu: size && tyreSizeText(size), position_pneu: row.pneu_position as TyrePosition | null };
}

// ---------------------------------------------------------------------------------------------
// Posting

export interface Poster {
  idutilisateur: number;
  role: keyof typeof DAILY_LISTING_LIMITS;
}

/** What a seller sends for each kind, and what they read back. */
export interface ListingInputs {
  moto: MotoListingInput;
  equipement: EquipementListingInput;
}
export interface OwnedListings {
  moto: OwnerMoto;
  equipement: OwnerEquipement;
}

/** A listing just posted: live at once when its risk is low, else waiting for a person. */
export interface Created {
  id: number;
  etat: ListingState;
  change: ListingChange;
}

/** What a decision of the risk assessment stores on the listing, and its publication when it goes live now. */
function assessed(risk: RiskDecision, etat: ListingState, wasPublic: boolean) {
  return {
    risque_score: risk.score,
    risque_signaux: risk.signals,
    // A listing enters the lists as new when it is (re)published, for a new period.
    ...(etat === 'publiee' && !wasPublic ? { date_publication: new Date(), date_renouvellement: null, avis_expiration: null } : {}),
  };
}

export async function createListing<K extends ListingKind>(db: Db, kind: K, poster: Poster, input: ListingInputs[K]): Promise<Created> {
  const { table, id } = OWNED[kind];
  const values = await OWNED[kind].values(db, input);
  await checkDailyLimit(db, poster.idutilisateur, poster.role);
  const risk = await assessListing(db, kind, poster.idutilisateur, values);
  const etat: ListingState = risk.publish ? 'publiee' : 'en_attente';
  return db.transaction(async (tx) => {
    await checkPhotos(tx, poster.idutilisateur, values.photos);
    // One insert for both tables: their column types meet in the descriptor, not in drizzle's.
    const [row] = await tx
      .insert(table as PgTable)
      .values({ ...values, idutilisateur: poster.idutilisateur, etat, ...assessed(risk, etat, false) })
      .returning({ id });
    const created = row!.id as number;
    return {
      id: created,
      etat,
      change: { urlType: OWNED[kind].urlType(values as { type?: string }), id: created, titres: [values.titre], public: etat === 'publiee' },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading back (the owner only: for anyone else the listing does not exist)

/**
 * What each kind of listing is for its owner: its table and id, the columns the form reads back,
 * the values a seller's input becomes (names checked), and its type in the site's addresses.
 */
const OWNED = {
  moto: {
    table: m,
    id: m.idannonce_moto,
    columns: {
      idannonce_moto: m.idannonce_moto,
      marque: m.marque,
      modele: m.modele,
      model: m.model,
      kilometrage: m.kilometrage,
      cylindre: m.cylindre,
      categorie_moto: m.categorie_moto,
    },
    values: (db: Db, input: ListingInputs[ListingKind]) => motoValues(db, input as MotoListingInput),
    urlType: (): ListingUrlType => 'moto',
  },
  equipement: {
    table: e,
    id: e.idannonce_equipement,
    columns: {
      idannonce_equipement: e.idannonce_equipement,
      type: e.type,
      idcategorie: e.idcategorie,
      marque: e.marque,
      // Read back as the form's two fields (tyreFields).
      pneu: {
        pneu_taille: e.pneu_taille,
        pneu_largeur: e.pneu_largeur,
        pneu_serie: e.pneu_serie,
        pneu_construction: e.pneu_construction,
        pneu_jante: e.pneu_jante,
        pneu_charge: e.pneu_charge,
        pneu_vitesse: e.pneu_vitesse,
        pneu_position: e.pneu_position,
      },
      compatibilites: e.compatibilites,
      universel: e.universel,
    },
    values: (db: Db, input: ListingInputs[ListingKind]) => equipementValues(db, input as EquipementListingInput),
    urlType: (row: { type?: string }): ListingUrlType => urlTypeOfEquipment(row.type as EquipmentType),
  },
} as const;

/** The columns both kinds read back besides their own. */
const sharedOwnedColumns = (table: typeof m | typeof e) => ({
  titre: table.titre,
  description: table.description,
  prix: table.prix,
  ville: table.ville,
  neuf: table.neuf,
  photos: table.photos,
  etat: table.etat,
  motif_refus: table.motif_refus,
  date_ajout: table.date_ajout,
});

/** One of the owner's listings, as the form edits it; null for anyone else's. */
export async function ownedListing<K extends ListingKind>(db: Db, kind: K, listing: number, idutilisateur: number): Promise<OwnedListings[K] | null> {
  const { table, id, columns } = OWNED[kind];
  const [row] = await db
    .select({ ...columns, ...sharedOwnedColumns(table) })
    .from(table as typeof m)
    .where(and(eq(id, listing), eq(table.idutilisateur, idutilisateur)));
  if (!row) return null;
  const { pneu, ...read } = row as typeof row & { pneu?: Parameters<typeof tyreFields>[0] };
  return { ...read, ...(pneu && tyreFields(pneu)), date_ajout: iso(row.date_ajout as Date) } as unknown as OwnedListings[K];
}

// ---------------------------------------------------------------------------------------------
// Changes by the owner. Each runs in a transaction holding the listing's row, so that two
// changes at once (two tabs, a double tap) apply one after the other.

const SAME_CONTENT_KEYS = [
  'titre',
  'description',
  'prix',
  'ville',
  'neuf',
  'photos',
  'marque',
  'modele',
  'model',
  'kilometrage',
  'cylindre',
  'categorie_moto',
  'type',
  'idcategorie',
  'pneu_taille',
  'pneu_construction',
  'pneu_charge',
  'pneu_vitesse',
  'pneu_position',
  'compatibilites',
  'universel',
] as const;

function sameContent(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return SAME_CONTENT_KEYS.every((key) => !(key in after) || JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null));
}

interface Locked {
  etat: ListingState;
  titre: string;
  photos: string[];
  type?: string;
  [column: string]: unknown;
}

async function lockListing(tx: Db, kind: ListingKind, listing: number, idutilisateur: number): Promise<Locked | null> {
  const { table, id } = OWNED[kind];
  const [row] = await tx
    .select()
    .from(table as typeof m)
    .where(and(eq(id, listing), eq(table.idutilisateur, idutilisateur)))
    .for('update');
  return (row as Locked | undefined) ?? null;
}

function nextState(action: OwnerAction, before: Locked, contentChanged?: boolean): ListingState {
  const next = stateAfter(action, before.etat, contentChanged);
  if (next === null) throw new Refusal(OWNER_ACTION_ERRORS[action], 409);
  return next;
}

function change(urlType: ListingUrlType, id: number, before: Locked, etat: ListingState, titre = before.titre): ListingChange {
  return { urlType, id, titres: [...new Set([before.titre, titre])], public: before.etat === 'publiee' || etat === 'publiee' };
}

export interface OwnerChange {
  etat: ListingState;
  change: ListingChange;
  /** photos no longer shown anywhere, to delete from storage once the change is saved */
  droppedPhotos: string[];
  /** it went live with this change (buyers' alerts and favourites hear of it) */
  newlyPublished?: boolean;
}

export async function updateListing<K extends ListingKind>(
  db: Db,
  kind: K,
  listing: number,
  idutilisateur: number,
  input: ListingInputs[K],
): Promise<OwnerChange | null> {
  const { table, id } = OWNED[kind];
  const values = await OWNED[kind].values(db, input);
  return db.transaction(async (tx) => {
    const before = await lockListing(tx, kind, listing, idutilisateur);
    if (!before) return null;
    await checkPhotos(tx, idutilisateur, values.photos, before.photos);
    const contentChanged = !sameContent(before, values);
    let etat = nextState('modifier', before, contentChanged);
    // Changed content is assessed again: low risk stays or goes live at once. A listing a person
    // refused waits for a person again.
    const risk = contentChanged ? await assessListing(tx, kind, idutilisateur, values, listing) : null;
    if (risk?.publish && etat === 'en_attente' && before.etat !== 'refusee') etat = 'publiee';
    await tx
      .update(table as PgTable)
      .set({ ...values, etat, date_modification: new Date(), ...(risk ? assessed(risk, etat, before.etat === 'publiee') : {}) })
      .where(eq(id, listing));
    const droppedPhotos = photosDropped(idutilisateur, before.photos, values.photos);
    await forgetPhotos(tx, droppedPhotos);
    return {
      etat,
      change: change(OWNED[kind].urlType(before), listing, before, etat, values.titre),
      droppedPhotos,
      newlyPublished: etat === 'publiee' && before.etat !== 'publiee',
    };
  });
}

/** Deactivate or reactivate (toggle), mark sold, or renew (prolonger). */
export async function applyOwnerAction(
  db: Db,
  kind: ListingKind,
  listing: number,
  idutilisateur: number,
  action: Exclude<OwnerAction, 'modifier'>,
  options: { vendueViaSite?: boolean | null } = {},
): Promise<(OwnerChange & { counted: boolean }) | null> {
  const { table, id } = OWNED[kind];
  return db.transaction(async (tx) => {
    const before = await lockListing(tx, kind, listing, idutilisateur);
    if (!before) return null;
    const etat = nextState(action, before);
    // A renewal starts a new period (and a new expiry notice) even for a listing still online.
    const renewal = action === 'prolonger' ? { date_renouvellement: new Date(), avis_expiration: null } : {};
    const sold = action === 'vendre' && before.etat !== 'vendue' ? { vendue_via_site: options.vendueViaSite ?? null } : {};
    // What the back office counts: a renewal, a listing newly sold (marking it sold again is not a sale).
    const counted = action === 'prolonger' || (action === 'vendre' && before.etat !== 'vendue');
    if (etat !== before.etat || action === 'prolonger')
      await tx
        .update(table as PgTable)
        .set({ etat, date_modification: new Date(), ...renewal, ...sold })
        .where(eq(id, listing));
    return { etat, change: change(OWNED[kind].urlType(before), listing, before, etat), droppedPhotos: [], counted };
  });
}

// ---------------------------------------------------------------------------------------------
// Mes Annonces and the moderation lists: both tables together, newest (or oldest) first

interface ListingRow extends Record<string, unknown> {
  kind: ListingKind;
  id: number;
  type: EquipmentType | null;
  titre: string;
  prix: number | null;
  photo1: string | null;
  ville: string;
  etat: ListingState;
  motif_refus: string | null;
  vues: number;
  contacts_telephone: number;
  contacts_whatsapp: number;
  date_ajout: Date | string;
  date_publication: Date | string | null;
  date_expiration: Date | string | null;
  idutilisateur: number;
  risque_score: number | null;
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export interface ListingFilter {
  idutilisateur?: number;
  etat?: ListingState;
  kind?: ListingKind;
  /** the highest risk score first, then the oldest (the queue of listings waiting for a person); else newest first */
  riskiestFirst?: boolean;
}

/**
 * One page of listings of both tables under a filter. Each side is read in index order (owner or
 * state, then date_ajout, then id) up to the page's end, then merged. 'nulls last' as in the
 * indexes (drizzle's desc()), or PostgreSQL sorts instead.
 */
export async function listingRows(db: Db, filter: ListingFilter, request: { page?: number; limit?: number }) {
  const where = (table: typeof m | typeof e) =>
    sql.join(
      [
        filter.idutilisateur !== undefined ? sql`${table.idutilisateur} = ${filter.idutilisateur}` : undefined,
        filter.etat !== undefined ? sql`${table.etat} = ${filter.etat}` : undefined,
      ].filter((part) => part !== undefined),
      sql` and `,
    );
  const condition = (table: typeof m | typeof e) => (filter.idutilisateur === undefined && filter.etat === undefined ? sql`true` : where(table));
  const motos = sql`select 'moto' as kind, ${m.idannonce_moto} as id, null::text as type, ${m.titre} as titre, ${m.prix} as prix,
      ${m.photos}[1] as photo1, ${m.ville} as ville, ${m.etat} as etat, ${m.motif_refus} as motif_refus, ${m.vues} as vues,
      ${m.contacts_telephone} as contacts_telephone, ${m.contacts_whatsapp} as contacts_whatsapp,
      ${m.date_ajout} as date_ajout, ${m.date_publication} as date_publication, ${m.idutilisateur} as idutilisateur, ${m.risque_score} as risque_score,
      case when ${m.etat} = 'publiee' then ${expiresAt('annonce_moto')} end as date_expiration
    from ${m} where ${condition(m)}`;
  const equipements = sql`select 'equipement' as kind, ${e.idannonce_equipement} as id, ${e.type} as type, ${e.titre} as titre, ${e.prix} as prix,
      ${e.photos}[1] as photo1, ${e.ville} as ville, ${e.etat} as etat, ${e.motif_refus} as motif_refus, ${e.vues} as vues,
      ${e.contacts_telephone} as contacts_telephone, ${e.contacts_whatsapp} as contacts_whatsapp,
      ${e.date_ajout} as date_ajout, ${e.date_publication} as date_publication, ${e.idutilisateur} as idutilisateur, ${e.risque_score} as risque_score,
      case when ${e.etat} = 'publiee' then ${expiresAt('annonce_equipement')} end as date_expiration
    from ${e} where ${condition(e)}`;
  const order = filter.riskiestFirst
    ? sql`risque_score desc nulls last, date_ajout asc nulls first, id asc nulls first`
    : sql`date_ajout desc nulls last, id desc nulls last`;
  const parts = filter.kind === 'moto' ? [motos] : filter.kind === 'equipement' ? [equipements] : [motos, equipements];
  const countOf = (table: typeof m | typeof e) => sql`(select count(*)::int from ${table} where ${condition(table)})`;
  const totalSql = filter.kind === 'moto' ? countOf(m) : filter.kind === 'equipement' ? countOf(e) : sql`${countOf(m)} + ${countOf(e)}`;
  const { rows, ...paging } = await exactPage(
    { page: request.page, limit: request.limit ?? DEFAULT_PAGE_SIZE },
    async ({ limit, offset }) => {
      const union = sql.join(
        parts.map((part) => sql`(${part} order by ${order} limit ${offset + limit})`),
        sql` union all `,
      );
      return (await db.execute<ListingRow>(sql`select * from (${union}) as listings order by ${order} limit ${limit} offset ${offset}`)).rows;
    },
    async () => (await db.execute<{ n: number }>(sql`select ${totalSql} as n`)).rows,
  );
  const annonces = rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    type: row.type,
    titre: row.titre,
    prix: row.prix === null ? null : Number(row.prix),
    photo1: row.photo1,
    ville: row.ville,
    etat: row.etat,
    motif_refus: row.motif_refus,
    vues: Number(row.vues),
    contacts_telephone: Number(row.contacts_telephone),
    contacts_whatsapp: Number(row.contacts_whatsapp),
    date_ajout: toIso(row.date_ajout),
    date_publication: row.date_publication === null ? null : toIso(row.date_publication),
    date_expiration: row.date_expiration === null ? null : toIso(row.date_expiration),
    idutilisateur: Number(row.idutilisateur),
    risque_score: row.risque_score === null ? null : Number(row.risque_score),
  }));
  return { annonces, ...paging };
}

export async function ownerListings(db: Db, idutilisateur: number, request: { page?: number; limit?: number; kind?: ListingKind }): Promise<OwnerListingPage> {
  const listed = await listingRows(db, { idutilisateur, kind: request.kind }, request);
  return { ...listed, annonces: listed.annonces.map(({ idutilisateur: _owner, risque_score: _risk, ...card }): OwnerListingCard => card) };
}

// ---------------------------------------------------------------------------------------------
// Contacts: a phone number revealed or WhatsApp opened on a published listing

/** Counts a contact on a published listing and gives its seller's number (null: no such listing). */
export async function countContact(db: Db, kind: ListingKind, id: number, canal: ContactChannel): Promise<SellerPhone | null> {
  const table = kind === 'moto' ? m : e;
  const idColumn = kind === 'moto' ? m.idannonce_moto : e.idannonce_equipement;
  const column = canal === 'telephone' ? table.contacts_telephone : table.contacts_whatsapp;
  const [row] = await db
    .update(table)
    .set({ [column.name]: sql`${column} + 1` })
    .from(utilisateur)
    .where(and(eq(idColumn, id), eq(table.etat, 'publiee'), eq(utilisateur.idutilisateur, table.idutilisateur)))
    .returning({ telephone: utilisateur.telephone });
  return row ?? null;
}
