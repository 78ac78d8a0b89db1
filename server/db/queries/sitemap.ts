/** The sitemap feed: published listings by id range (an index scan per file), shops. */
import { and, asc, between, eq, max } from 'drizzle-orm';
import type { EquipmentType } from '@/lib/listing-types';
import { SITEMAP_CHUNK, type SitemapIndex, type SitemapListing, type SitemapShop } from '@/lib/schemas/sitemap';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, utilisateur } from '../schema';
import { iso } from './listing-shared';

export async function sitemapIndex(db: Db): Promise<SitemapIndex> {
  const [[moto], [equipement]] = await Promise.all([
    db.select({ top: max(annonceMoto.idannonce_moto) }).from(annonceMoto),
    db.select({ top: max(annonceEquipement.idannonce_equipement) }).from(annonceEquipement),
  ]);
  const chunks = (top: number | null | undefined) => (top ? Math.ceil(top / SITEMAP_CHUNK) : 0);
  return { chunkSize: SITEMAP_CHUNK, motoChunks: chunks(moto?.top), equipementChunks: chunks(equipement?.top) };
}

const range = (chunk: number) => [chunk * SITEMAP_CHUNK + 1, (chunk + 1) * SITEMAP_CHUNK] as const;

export async function sitemapMotos(db: Db, chunk: number): Promise<SitemapListing[]> {
  const [low, high] = range(chunk);
  const rows = await db
    .select({ id: annonceMoto.idannonce_moto, titre: annonceMoto.titre, date_modification: annonceMoto.date_modification })
    .from(annonceMoto)
    .where(and(eq(annonceMoto.etat, 'publiee'), between(annonceMoto.idannonce_moto, low, high)))
    .orderBy(asc(annonceMoto.idannonce_moto));
  return rows.map((r) => ({ ...r, type: 'moto', date_modification: iso(r.date_modification) }));
}

export async function sitemapEquipements(db: Db, chunk: number): Promise<SitemapListing[]> {
  const [low, high] = range(chunk);
  const e = annonceEquipement;
  const rows = await db
    .select({ id: e.idannonce_equipement, titre: e.titre, type: e.type, date_modification: e.date_modification })
    .from(e)
    .where(and(eq(e.etat, 'publiee'), between(e.idannonce_equipement, low, high)))
    .orderBy(asc(e.idannonce_equipement));
  return rows.map((r) => ({ ...r, type: r.type as EquipmentType, date_modification: iso(r.date_modification) }));
}

export async function sitemapShops(db: Db): Promise<SitemapShop[]> {
  const rows = await db
    .select({ idutilisateur: utilisateur.idutilisateur, date_ajout: utilisateur.date_ajout })
    .from(utilisateur)
    .where(eq(utilisateur.role, 'boutique'))
    .orderBy(asc(utilisateur.idutilisateur));
  return rows.map((r) => ({ ...r, date_ajout: iso(r.date_ajout) }));
}
