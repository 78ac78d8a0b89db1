/** Contracts of the sitemap feed: every public listing and shop, in chunks that fit a sitemap file. */
import { z } from './zod';
import { EQUIPMENT_TYPES } from '../listing-types';
import { Timestamp } from './common';

/** Listings per sitemap file (the protocol allows 50 000 URLs). */
export const SITEMAP_CHUNK = 40_000;

export const SitemapIndex = z
  .object({
    chunkSize: z.number().int(),
    motoChunks: z.number().int().meta({ description: 'Chunks of moto ids: chunk n holds ids n×chunkSize+1 … (n+1)×chunkSize.' }),
    equipementChunks: z.number().int(),
  })
  .meta({ id: 'SitemapIndex' });
export type SitemapIndex = z.infer<typeof SitemapIndex>;

export const SitemapListing = z
  .object({
    id: z.number().int(),
    titre: z.string(),
    type: z.enum(['moto', ...EQUIPMENT_TYPES]).meta({ description: 'moto, or the kind of equipment' }),
    date_modification: Timestamp,
  })
  .meta({ id: 'SitemapAnnonce' });
export type SitemapListing = z.infer<typeof SitemapListing>;

export const SitemapShop = z.object({ idutilisateur: z.number().int(), date_ajout: Timestamp }).meta({ id: 'SitemapBoutique' });
export type SitemapShop = z.infer<typeof SitemapShop>;
