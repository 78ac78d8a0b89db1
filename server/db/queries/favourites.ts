/**
 * Favourites: the listings a person hearted, kept for their account or for their device's guest
 * id until they sign in. Each person's list is theirs alone: every function takes its owner.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { ListingKind, EquipmentType } from '@/lib/listing-types';
import { urlTypeOfEquipment } from '@/lib/listing-types';
import { favouriteKey, MAX_FAVOURITES, type FavouriteKey, type FavouriteState } from '@/lib/favourites';
import type { Favourite } from '@/lib/schemas/favourites';
import type { Db } from '../client';
import { iso, LISTING_TABLES } from './listing-shared';
import { lockOwner as lockVisitorOwner, ownedBy as ownedByOwner, ownerColumn, type VisitorOwner } from './visitor-owned';

const ownedBy = (owner: VisitorOwner, alias = 'favori') => ownedByOwner(owner, alias);
/** One owner's writes take turns (the 200 limit holds under concurrent hearts). */
const lockOwner = (tx: Db, owner: VisitorOwner) => lockVisitorOwner(tx, 'favori', owner);

async function countOwned(tx: Db, owner: VisitorOwner): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from favori where ${ownedBy(owner)}`);
  return rows[0]!.n;
}

const listingTable = (kind: ListingKind) => LISTING_TABLES[kind].table;
const listingId = (kind: ListingKind) => LISTING_TABLES[kind].id;

export type AddFavouriteResult = { status: 'ajoute' | 'deja'; total: number } | { status: 'limite' | 'introuvable'; total?: undefined };

/** Hearts a published listing; hearting it again changes nothing. */
/** `langue`: the page's, in which a guest is told of a lower price (an account is told in its own). */
export async function addFavourite(db: Db, owner: VisitorOwner, kind: ListingKind, id: number, langue: Locale = 'fr'): Promise<AddFavouriteResult> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const { rows: already } = await tx.execute(sql`select 1 from favori where ${ownedBy(owner)} and type_annonce = ${kind} and idannonce = ${id}`);
    const total = await countOwned(tx, owner);
    if (already.length > 0) return { status: 'deja', total };
    if (total >= MAX_FAVOURITES) return { status: 'limite' };
    const [column, ownerValue] = ownerColumn(owner);
    const { rows } = await tx.execute(sql`
      insert into favori (${column}, type_annonce, idannonce, titre, photo, prix_ajout, prix_notifie, langue)
      select ${ownerValue}, ${kind}, ${id}, titre, photos[1], prix, prix, ${langue} from ${listingTable(kind)}
      where ${listingId(kind)} = ${id} and etat = 'publiee'
      returning idfavori`);
    return rows.length > 0 ? { status: 'ajoute', total: total + 1 } : { status: 'introuvable' };
  });
}

export async function removeFavourite(db: Db, owner: VisitorOwner, kind: ListingKind, id: number): Promise<{ retire: boolean; total: number }> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const { rows } = await tx.execute(sql`delete from favori where ${ownedBy(owner)} and type_annonce = ${kind} and idannonce = ${id} returning idfavori`);
    return { retire: rows.length > 0, total: await countOwned(tx, owner) };
  });
}

/** The listings hearted, as "moto-12": what the hearts of a page show filled in. */
export async function favouriteKeys(db: Db, owner: VisitorOwner): Promise<FavouriteKey[]> {
  const { rows } = await db.execute<{ type_annonce: ListingKind; idannonce: number }>(
    sql`select type_annonce, idannonce from favori where ${ownedBy(owner)} order by date_ajout desc, idfavori desc`,
  );
  return rows.map((row) => favouriteKey(row.type_annonce, row.idannonce));
}

type FavouriteRow = {
  type_annonce: ListingKind;
  idannonce: number;
  titre_ajout: string;
  photo_ajout: string | null;
  prix_ajout: number | null;
  date_ajout: Date | string;
  titre: string | null;
  photo: string | null;
  prix: number | null;
  etat: string | null;
  ville: string | null;
  type_equipement: EquipmentType | null;
};

/** The whole list (at most 200), newest heart first, each with what its listing is now. */
export async function listFavourites(db: Db, owner: VisitorOwner): Promise<Favourite[]> {
  const { rows } = await db.execute<FavouriteRow>(sql`
    select f.type_annonce, f.idannonce, f.titre as titre_ajout, f.photo as photo_ajout, f.prix_ajout, f.date_ajout,
      coalesce(m.titre, e.titre) as titre, coalesce(m.photos[1], e.photos[1]) as photo, coalesce(m.prix, e.prix) as prix,
      coalesce(m.etat, e.etat) as etat, coalesce(m.ville, e.ville) as ville, e.type as type_equipement
    from favori f
    left join annonce_moto m on f.type_annonce = 'moto' and m.idannonce_moto = f.idannonce
    left join annonce_equipement e on f.type_annonce = 'equipement' and e.idannonce_equipement = f.idannonce
    where ${ownedBy(owner, 'f')}
    order by f.date_ajout desc, f.idfavori desc`);
  return rows.map((row) => {
    const gone = row.etat === null;
    return {
      type_annonce: row.type_annonce,
      idannonce: row.idannonce,
      type: gone ? null : row.type_annonce === 'moto' ? 'moto' : urlTypeOfEquipment(row.type_equipement!),
      titre: row.titre ?? row.titre_ajout,
      photo: gone ? row.photo_ajout : row.photo,
      ville: row.ville,
      prix: row.prix,
      prix_ajout: row.prix_ajout,
      etat: (row.etat ?? 'supprimee') as FavouriteState,
      date_ajout: iso(new Date(row.date_ajout)),
    };
  });
}

/**
 * At sign-in or sign-up: the device guest's favourites join the account's (newest first, up to
 * the limit; one already there is not added twice), and the guest keeps none. Returns how many
 * joined.
 */
export async function mergeGuestFavourites(db: Db, idutilisateur: number, guestId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const account = { idutilisateur };
    await lockOwner(tx, account);
    const room = MAX_FAVOURITES - (await countOwned(tx, account));
    const { rows } = await tx.execute(sql`
      insert into favori (idutilisateur, type_annonce, idannonce, titre, photo, prix_ajout, prix_notifie, date_ajout)
      select ${idutilisateur}, g.type_annonce, g.idannonce, g.titre, g.photo, g.prix_ajout, g.prix_notifie, g.date_ajout from favori g
      where g.guest_id = ${guestId}
        and not exists (select 1 from favori a where a.idutilisateur = ${idutilisateur} and a.type_annonce = g.type_annonce and a.idannonce = g.idannonce)
      order by g.date_ajout desc
      limit ${Math.max(room, 0)}
      on conflict do nothing
      returning idfavori`);
    await tx.execute(sql`delete from favori where guest_id = ${guestId}`);
    return rows.length;
  });
}

/** Who follows a listing: an account, or a device's guest with the language it hearted the listing in. */
export type Follower = { idutilisateur: number } | { guestId: string; langue: Locale };

const followerOf = (row: { idutilisateur: number | null; guest_id: string | null; langue: string }): Follower =>
  row.idutilisateur === null ? { guestId: row.guest_id!, langue: row.langue === 'ar' ? 'ar' : 'fr' } : { idutilisateur: Number(row.idutilisateur) };

export interface PriceDrop {
  follower: Follower;
  avant: number;
  apres: number;
}

/** Everyone who saved the listing among their favourites. */
export async function listingFollowers(db: Db, kind: ListingKind, id: number): Promise<Follower[]> {
  const { rows } = await db.execute<{ idutilisateur: number | null; guest_id: string | null; langue: string }>(
    sql`select idutilisateur, guest_id, langue from favori where type_annonce = ${kind} and idannonce = ${id}`,
  );
  return rows.map(followerOf);
}

/**
 * A listing (re)published at a lower price: its followers, with an account or as a guest, each
 * once per drop (the price they were last told of becomes this one).
 */
export async function priceDropFollowers(db: Db, kind: ListingKind, id: number): Promise<PriceDrop[]> {
  const { rows } = await db.execute<{ idutilisateur: number | null; guest_id: string | null; langue: string; avant: number; apres: number }>(sql`
    update favori f set prix_notifie = l.prix
    from (select prix from ${listingTable(kind)} where ${listingId(kind)} = ${id} and etat = 'publiee' and prix is not null) l,
      (select idfavori, prix_notifie as avant from favori where type_annonce = ${kind} and idannonce = ${id} for update) b
    where f.idfavori = b.idfavori and b.avant > l.prix
    returning f.idutilisateur, f.guest_id, f.langue, b.avant, l.prix as apres`);
  return rows.map((row) => ({ follower: followerOf(row), avant: row.avant, apres: row.apres }));
}
