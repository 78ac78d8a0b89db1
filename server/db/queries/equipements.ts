/** Public reads of equipment listings (moto and rider equipment, spare parts, tyres). */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { EquipmentType } from '@/lib/listing-types';
import type { Paginated } from '@/lib/schemas/common';
import type { EquipementAnnonce, EquipementCard, EquipementDetail, EquipementSearchQuery, SortOrder } from '@/lib/schemas/listings';
import type { Db } from '../client';
import { annonceEquipement, categorie, utilisateur } from '../schema';
import { badgeColumns, incrementCounter, iso, photo1, toBadge, toVendeur, vendeurColumns } from './listing-shared';
import { paginate, type PageRequest } from './pagination';
import { resolveCategories, resolveVille } from './reference';

const a = annonceEquipement;
const isPublished = eq(a.etat, 'publiee');

const cardColumns = {
  idannonce_equipement: a.idannonce_equipement,
  type: a.type,
  titre: a.titre,
  prix: a.prix,
  photo1: photo1(a.photos),
  idcategorie: a.idcategorie,
  categorie: categorie.nom_categorie,
  marque: a.marque,
  ville: a.ville,
  neuf: a.neuf,
  date_publication: a.date_publication,
  ...badgeColumns,
};

const annonceColumns = {
  ...cardColumns,
  idutilisateur: a.idutilisateur,
  description: a.description,
  photos: a.photos,
  vues: a.vues,
  date_ajout: a.date_ajout,
  date_modification: a.date_modification,
};

function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(a)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, a.idutilisateur))
    .innerJoin(categorie, eq(categorie.idcategorie, a.idcategorie));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function toCard({ boutique_id, boutique_nom, boutique_logo, date_publication, type, ...rest }: CardRow): EquipementCard {
  return {
    ...rest,
    type: type as EquipmentType,
    date_publication: iso(date_publication!),
    boutique: toBadge({ boutique_id, boutique_nom, boutique_logo }),
  };
}

const orderings: Record<SortOrder, SQL[]> = {
  recent: [sql`${a.date_publication} desc nulls last`, sql`${a.idannonce_equipement} desc nulls last`],
  prix_asc: [sql`${a.prix} asc nulls last`, sql`${a.idannonce_equipement} asc`],
  prix_desc: [sql`${a.prix} desc nulls last`, sql`${a.idannonce_equipement} desc nulls last`],
};

async function searchConditions(db: Db, q: EquipementSearchQuery): Promise<SQL | null> {
  const conditions: SQL[] = [isPublished];
  if (q.categorie) {
    // Categories are resolved within the type, so they imply it: the type condition would only
    // make PostgreSQL read each row to check it again.
    const ids = await resolveCategories(db, q.categorie, q.type);
    if (ids.length === 0) return null;
    conditions.push(ids.length === 1 ? eq(a.idcategorie, ids[0]!) : inArray(a.idcategorie, ids));
  } else if (q.type) {
    conditions.push(eq(a.type, q.type));
  }
  if (q.ville) {
    const ville = await resolveVille(db, q.ville);
    if (!ville) return null;
    conditions.push(eq(a.ville, ville));
  }
  if (q.prixmin !== undefined) conditions.push(gte(a.prix, q.prixmin));
  if (q.prixmax !== undefined) conditions.push(lte(a.prix, q.prixmax));
  return and(...conditions)!;
}

function pageOf(db: Db, where: SQL | null, request: PageRequest, sort: SortOrder): Promise<Paginated<EquipementCard>> {
  return paginate(db, sql`${a}`, where, request, async (matching, { limit, offset }) =>
    (
      await selectCards(db)
        .where(matching)
        .orderBy(...orderings[sort])
        .limit(limit)
        .offset(offset)
    ).map(toCard),
  );
}

export async function searchEquipements(db: Db, q: EquipementSearchQuery): Promise<Paginated<EquipementCard>> {
  return pageOf(db, await searchConditions(db, q), q, q.tri ?? 'recent');
}

/** Published equipment of one seller, of one type or all. */
export function equipementsOfSeller(db: Db, idutilisateur: number, type: EquipmentType | undefined, request: PageRequest): Promise<Paginated<EquipementCard>> {
  const where = and(isPublished, eq(a.idutilisateur, idutilisateur), type ? eq(a.type, type) : undefined)!;
  return pageOf(db, where, request, 'recent');
}

/** Newest published equipment of one type, for a home carousel. */
/** Cards of the given published equipment listings (in no particular order). */
export async function equipementCardsByIds(db: Db, ids: number[]): Promise<EquipementCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db).where(and(isPublished, inArray(a.idannonce_equipement, ids)));
  return rows.map(toCard);
}

export async function latestEquipements(db: Db, type: EquipmentType, limit: number): Promise<EquipementCard[]> {
  const rows = await selectCards(db)
    .where(and(isPublished, eq(a.type, type)))
    .orderBy(...orderings.recent)
    .limit(limit);
  return rows.map(toCard);
}

/** Listings as selectCards gives them, with the columns of the listing's page and its seller's public identity. */
function selectAnnonces(db: Db) {
  return db
    .select({ ...annonceColumns, vendeur: vendeurColumns })
    .from(a)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, a.idutilisateur))
    .innerJoin(categorie, eq(categorie.idcategorie, a.idcategorie));
}

type AnnonceRow = Awaited<ReturnType<typeof selectAnnonces>>[number];

/** The listing alone (its seller is only for the detail). */
function toAnnonce(row: AnnonceRow): EquipementAnnonce {
  const { vendeur: _seller, idutilisateur, description, photos, vues, date_ajout, date_modification, ...card } = row;
  return {
    ...toCard(card),
    idutilisateur,
    description,
    photos,
    vues,
    date_ajout: iso(date_ajout),
    date_modification: iso(date_modification),
  };
}

async function publishedAnnonce(db: Db, id: number): Promise<AnnonceRow | undefined> {
  const [row] = await selectAnnonces(db).where(and(isPublished, eq(a.idannonce_equipement, id)));
  return row;
}

export async function equipementById(db: Db, id: number): Promise<EquipementAnnonce | null> {
  const row = await publishedAnnonce(db, id);
  return row ? toAnnonce(row) : null;
}

/** One published listing with its seller's public identity, in one query (the seller is joined anyway). */
export async function equipementDetail(db: Db, id: number): Promise<EquipementDetail | null> {
  const row = await publishedAnnonce(db, id);
  return row ? { ...toAnnonce(row), vendeur: toVendeur(row.vendeur) } : null;
}

export function incrementEquipementViews(db: Db, id: number): Promise<number | null> {
  return incrementCounter(db, a, a.vues, and(isPublished, eq(a.idannonce_equipement, id))!);
}
