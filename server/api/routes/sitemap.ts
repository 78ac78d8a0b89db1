/** v1 sitemap: what the site's sitemaps list (every published listing and shop). */
import { z } from '@hono/zod-openapi';
import { SitemapIndex, SitemapListing, SitemapShop } from '@/lib/schemas/sitemap';
import { sitemapEquipements, sitemapIndex, sitemapMotos, sitemapShops } from '../../db/queries/sitemap';
import { json, newRouter } from '../context';
import { routesOf } from '../route';

const declare = routesOf(['sitemap']);
const ChunkParams = z.object({
  chunk: z
    .string()
    .regex(/^\d{1,6}$/, 'Numéro de fichier invalide.')
    .transform(Number)
    .meta({ param: { name: 'chunk', in: 'path' }, example: '0' }),
});

export const sitemapRoutes = newRouter()
  .openapi(
    declare.get('/', {
      summary: 'Combien de fichiers de sitemap pour les annonces.',
      access: 'public',
      errors: [503],
      responses: { 200: json(SitemapIndex, 'Index.') },
    }),
    async (c) => c.json(await sitemapIndex(c.var.db), 200),
  )
  .openapi(
    declare.get('/moto/{chunk}', {
      summary: 'Annonces moto publiées d’une tranche d’identifiants.',
      access: 'public',
      errors: [400, 503],
      request: { params: ChunkParams },
      responses: { 200: json(z.array(SitemapListing), 'Annonces.') },
    }),
    async (c) => c.json(await sitemapMotos(c.var.db, c.req.valid('param').chunk), 200),
  )
  .openapi(
    declare.get('/equipement/{chunk}', {
      summary: 'Annonces d’équipement publiées d’une tranche d’identifiants.',
      access: 'public',
      errors: [400, 503],
      request: { params: ChunkParams },
      responses: { 200: json(z.array(SitemapListing), 'Annonces.') },
    }),
    async (c) => c.json(await sitemapEquipements(c.var.db, c.req.valid('param').chunk), 200),
  )
  .openapi(
    declare.get('/boutiques', {
      summary: 'Toutes les boutiques.',
      access: 'public',
      errors: [503],
      responses: { 200: json(z.array(SitemapShop), 'Boutiques.') },
    }),
    async (c) => c.json(await sitemapShops(c.var.db), 200),
  );
