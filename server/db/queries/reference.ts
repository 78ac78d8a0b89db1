/**
 * Brands, cities, categories and settings: small tables read on every search. Searches name a
 * brand or a city as people type them in URLs ("fes", "Fès", "harley-davidson"); they are turned
 * into the stored names here, from a short-lived in-memory copy, so that the listing queries
 * compare plain values on their indexes.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BrandType, EquipmentType } from '@/lib/listing-types';
import { foldName } from '@/lib/text';
import type { Categorie, Marque, MarqueDetail, MarqueModeles, Ville } from '@/lib/schemas/reference';
import { arabicCategoryName } from '../../reference-names';
import type { Db } from '../client';
import { annonceMoto, categorie, marque, modele, parametrage, ville } from '../schema';

interface ReferenceNames {
  loadedAt: number;
  marques: Map<string, string>;
  villes: Map<string, string>;
  categories: { idcategorie: number; type: EquipmentType; key: string }[];
}

const FRESH_MS = 60_000;
/** After a miss, reload at most this often (a bogus name must not reload on every request). */
const MISS_RELOAD_MS = 2_000;
const namesByDb = new WeakMap<Db, Promise<ReferenceNames>>();

async function loadNames(db: Db): Promise<ReferenceNames> {
  const [brands, cities, categories] = await Promise.all([
    db.select({ nom: marque.nom_marque, slug: marque.slug }).from(marque),
    db.select({ nom: ville.nom }).from(ville),
    db.select({ idcategorie: categorie.idcategorie, type: categorie.type, nom: categorie.nom_categorie }).from(categorie),
  ]);
  const marques = new Map<string, string>();
  for (const b of brands) {
    marques.set(foldName(b.nom), b.nom);
    marques.set(b.slug, b.nom);
  }
  return {
    loadedAt: Date.now(),
    marques,
    villes: new Map(cities.map((c) => [foldName(c.nom), c.nom])),
    categories: categories.map((c) => ({ idcategorie: c.idcategorie, type: c.type as EquipmentType, key: foldName(c.nom) })),
  };
}

async function referenceNames(db: Db, { afterMiss = false } = {}): Promise<ReferenceNames> {
  const cached = namesByDb.get(db);
  if (cached) {
    const names = await cached.catch(() => undefined);
    const age = names ? Date.now() - names.loadedAt : Infinity;
    if (age < (afterMiss ? MISS_RELOAD_MS : FRESH_MS)) return names!;
  }
  const loading = loadNames(db);
  namesByDb.set(db, loading);
  return loading;
}

async function lookUp<T>(db: Db, find: (names: ReferenceNames) => T | undefined): Promise<T | undefined> {
  const found = find(await referenceNames(db));
  if (found !== undefined) return found;
  return find(await referenceNames(db, { afterMiss: true }));
}

/** The stored brand name for what a user typed, or undefined if no brand matches. */
export function resolveMarque(db: Db, typed: string): Promise<string | undefined> {
  const key = foldName(typed);
  return lookUp(db, (names) => names.marques.get(key));
}

export function resolveVille(db: Db, typed: string): Promise<string | undefined> {
  const key = foldName(typed);
  return lookUp(db, (names) => names.villes.get(key));
}

/** Category ids for an id or a name, within one equipment type when given. */
export async function resolveCategories(db: Db, typed: string, type?: EquipmentType): Promise<number[]> {
  const byId = /^\d+$/.test(typed) ? Number(typed) : undefined;
  const key = foldName(typed);
  const ids = await lookUp(db, (names) => {
    const matches = names.categories.filter((c) => (type === undefined || c.type === type) && (byId !== undefined ? c.idcategorie === byId : c.key === key));
    return matches.length > 0 ? matches.map((c) => c.idcategorie) : undefined;
  });
  return ids ?? [];
}

const marqueColumns = {
  idmarque: marque.idmarque,
  nom_marque: marque.nom_marque,
  slug: marque.slug,
  logo: marque.logo,
  types: marque.types,
  afficher_accueil: marque.afficher_accueil,
};

function toMarque(row: { types: string[] } & Omit<Marque, 'types'>): Marque {
  return { ...row, types: row.types as BrandType[] };
}

/** Active brands, optionally of one listing type, in display order. */
export async function listMarques(db: Db, options: { type?: BrandType; homeOnly?: boolean } = {}): Promise<Marque[]> {
  const rows = await db
    .select(marqueColumns)
    .from(marque)
    .where(
      and(
        eq(marque.active, true),
        options.type ? sql`${options.type} = any(${marque.types})` : undefined,
        options.homeOnly ? eq(marque.afficher_accueil, true) : undefined,
      ),
    )
    .orderBy(asc(marque.ordre), asc(marque.nom_marque));
  return rows.map(toMarque);
}

/** An active brand by numeric id, slug or name, with its models and its number of published motos. */
export async function marqueDetail(db: Db, key: string): Promise<MarqueDetail | null> {
  const byId = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
  const nom = byId === undefined ? await resolveMarque(db, key) : undefined;
  if (byId === undefined && nom === undefined) return null;
  const [row] = await db
    .select({ ...marqueColumns, description: marque.description, description_ar: marque.description_ar, pays: marque.pays })
    .from(marque)
    .where(and(eq(marque.active, true), byId !== undefined ? eq(marque.idmarque, byId) : eq(marque.nom_marque, nom!)));
  if (!row) return null;
  const [models, [listed]] = await Promise.all([
    db
      .select({ idmodele: modele.idmodele, nom_modele: modele.nom_modele, cylindre: modele.cylindre })
      .from(modele)
      .where(eq(modele.idmarque, row.idmarque))
      .orderBy(asc(modele.nom_modele)),
    db
      .select({ n: count() })
      .from(annonceMoto)
      .where(and(eq(annonceMoto.marque, row.nom_marque), eq(annonceMoto.etat, 'publiee'))),
  ]);
  return {
    ...toMarque(row),
    description: row.description,
    description_ar: row.description_ar,
    pays: row.pays,
    modeles: models,
    nombre_annonces: listed?.n ?? 0,
  };
}

/** Every reference model of the active motorcycle brands, by brand (brands and models by name): what a rider picks their motorcycle from. */
export async function referenceModelsByBrand(db: Db): Promise<MarqueModeles[]> {
  const rows = await db
    .select({ nom_marque: marque.nom_marque, slug: marque.slug, idmodele: modele.idmodele, nom_modele: modele.nom_modele })
    .from(modele)
    .innerJoin(marque, eq(marque.idmarque, modele.idmarque))
    .where(and(eq(marque.active, true), sql`'moto' = any(${marque.types})`))
    .orderBy(asc(marque.nom_marque), asc(modele.nom_modele));
  const brands: MarqueModeles[] = [];
  for (const row of rows) {
    let brand = brands.at(-1);
    if (brand?.slug !== row.slug) brands.push((brand = { nom_marque: row.nom_marque, slug: row.slug, modeles: [] }));
    brand.modeles.push({ idmodele: row.idmodele, nom_modele: row.nom_modele });
  }
  return brands;
}

/** A reference model's brand and name (an alert on what fits it names it so); null when there is none. */
export async function referenceModelName(db: Db, idmodele: number): Promise<{ marque: string; modele: string } | null> {
  const [row] = await db
    .select({ marque: marque.nom_marque, modele: modele.nom_modele })
    .from(modele)
    .innerJoin(marque, eq(marque.idmarque, modele.idmarque))
    .where(eq(modele.idmodele, idmodele));
  return row ?? null;
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base' });

/** Cities in French alphabetical order (Béni Mellal between Berrechid and Berkane, not after Z). */
export async function listVilles(db: Db): Promise<Ville[]> {
  const rows = await db.select({ idville: ville.idville, nom: ville.nom, nom_ar: ville.nom_ar, region: ville.region }).from(ville);
  return rows.sort((a, b) => frenchOrder.compare(a.nom, b.nom));
}

export async function listCategories(db: Db, type: EquipmentType): Promise<Categorie[]> {
  const rows = await db
    .select({ idcategorie: categorie.idcategorie, type: categorie.type, nom_categorie: categorie.nom_categorie })
    .from(categorie)
    .where(eq(categorie.type, type))
    .orderBy(asc(categorie.ordre), asc(categorie.nom_categorie));
  return rows.map((r) => ({ ...r, type: r.type as EquipmentType, nom_ar: arabicCategoryName(r.nom_categorie) }));
}

export async function settingValue(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ valeur: parametrage.valeur }).from(parametrage).where(eq(parametrage.name, name));
  return row?.valeur ?? null;
}
