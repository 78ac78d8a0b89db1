/** v1 moto: public reads of moto listings. */
import { createRoute, z } from '@hono/zod-openapi';
import { PagedQuery, pathId } from '@/lib/schemas/common';
import {
  CompteurReach,
  ListQuery,
  MotoAnnonce,
  MotoCard,
  MotoDetail,
  MotoPage,
  MotoSearchQuery,
  PriceGuideBody,
  PriceGuideQuery,
} from '@/lib/schemas/listings';
import {
  incrementMotoReach,
  incrementMotoViews,
  latestMotos,
  motoById,
  motoDetail,
  motoPriceGuide,
  motosOfSeller,
  searchMotos,
  similarMotos,
} from '../../db/queries/motos';
import { boutiqueById } from '../../db/queries/users';
import { errors, json, newRouter } from '../context';
import { rateLimit } from '../middleware/rate-limit';
import { NOT_FOUND } from '../messages';
import { listingReadRoutes } from './listing-reads';

const tags = ['moto'];
const IdParams = z.object({ id: pathId('id') });

export const motoRoutes = newRouter()
  .route(
    '/',
    listingReadRoutes({
      kind: 'moto',
      noun: 'moto',
      Annonce: MotoAnnonce,
      Detail: MotoDetail,
      annonce: motoById,
      detail: motoDetail,
      incrementViews: incrementMotoViews,
    }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/annonce',
      tags,
      summary: 'Recherche des annonces moto publiées, les plus récentes d’abord.',
      request: { query: MotoSearchQuery },
      responses: { 200: json(MotoPage, 'Une page de résultats.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await searchMotos(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/annonce-accueil',
      tags,
      summary: 'Dernières annonces moto, pour le carrousel de l’accueil.',
      request: { query: ListQuery },
      responses: { 200: json(z.array(MotoCard), 'Annonces.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await latestMotos(c.var.db, c.req.valid('query').limit ?? 8), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      'x-bff': true,
      path: '/prix-marche',
      tags,
      summary:
        'Prix demandés pour des motos comparables publiées (même marque et modèle, année ±2, même tranche de kilométrage) : médiane et moitié centrale, rien sous 5 annonces.',
      request: { query: PriceGuideQuery },
      responses: { 200: json(PriceGuideBody, 'Le repère de prix.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await motoPriceGuide(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/boutique/{id}',
      tags,
      summary: 'Annonces moto publiées d’une boutique (id utilisateur de la boutique).',
      request: { params: IdParams, query: PagedQuery },
      responses: { 200: json(MotoPage, 'Une page d’annonces.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await boutiqueById(c.var.db, id))) return c.json({ error: NOT_FOUND.boutique }, 404);
      return c.json(await motosOfSeller(c.var.db, id, c.req.valid('query')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/similaires/{marque}/{id}',
      tags,
      summary: 'Autres annonces publiées de la marque, les plus proches en cylindrée de l’annonce {id} d’abord (l’annonce elle-même exclue).',
      request: {
        params: z.object({
          marque: z
            .string()
            .min(1)
            .max(60, 'Marque invalide.')
            .meta({ param: { name: 'marque', in: 'path' }, example: 'Yamaha' }),
          id: pathId('id'),
        }),
        query: ListQuery,
      },
      responses: { 200: json(z.array(MotoCard), 'Annonces similaires (liste vide si la marque est inconnue).'), ...errors(400, 503) },
    }),
    async (c) => {
      const { marque, id } = c.req.valid('param');
      return c.json(await similarMotos(c.var.db, marque, id, c.req.valid('query').limit ?? 8), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      'x-bff': true,
      path: '/incrementer-reach/{id}',
      tags,
      summary: 'Compte un affichage de l’annonce dans une liste.',
      middleware: [rateLimit('counters')] as const,
      request: { params: IdParams },
      responses: { 200: json(CompteurReach, 'Nouveau reach.'), ...errors(400, 404, 429, 503) },
    }),
    async (c) => {
      const reach = await incrementMotoReach(c.var.db, c.req.valid('param').id);
      return reach === null ? c.json({ error: NOT_FOUND.annonce }, 404) : c.json({ reach }, 200);
    },
  );
