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
import { modelLinks, modelPage } from '../../db/queries/models';
import { MIN_MODEL_LISTINGS } from '@/lib/price-guide';
import { ModelKeyParams, ModelLink, ModelListQuery, ModelPage } from '@/lib/schemas/search';
import { boundedSearch, readWordSearch } from '../../db/queries/search';
import { countSearch } from '../search-stats';
import { errors, json, newRouter } from '../context';
import { rateLimit, wordSearchLimit } from '../middleware/rate-limit';
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
      summary: 'Recherche des annonces moto publiées, les plus récentes d’abord ; avec q, les mots dans le titre d’abord (tri pertinence).',
      middleware: [wordSearchLimit] as const,
      request: { query: MotoSearchQuery },
      responses: { 200: json(MotoPage, 'Une page de résultats.'), ...errors(400, 429, 503) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await boundedSearch(c.var.db, async (db) => searchMotos(db, query, await readWordSearch(db, query.q)));
      if (query.q && page.page === 1) countSearch(c, query.q, 'moto', page.total);
      return c.json(page, 200);
    },
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
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/modele/{marque}/{modele}',
      tags,
      summary: `Un modèle et son prix du marché : ses annonces publiées (au moins ${MIN_MODEL_LISTINGS}), la médiane et la moitié centrale de leurs prix, les années et kilométrages en vente, ses villes, ses dernières annonces.`,
      request: { params: ModelKeyParams },
      responses: { 200: json(ModelPage, 'Le modèle.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const { marque, modele } = c.req.valid('param');
      const page = await modelPage(c.var.db, marque, modele);
      return page ? c.json(page, 200) : c.json({ error: NOT_FOUND.modele }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/modeles',
      tags,
      summary: `Les modèles qui ont leur page (au moins ${MIN_MODEL_LISTINGS} annonces publiées), les plus fournis d’abord : d’une marque, ou tous.`,
      request: { query: ModelListQuery },
      responses: { 200: json(z.array(ModelLink), 'Les modèles.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await modelLinks(c.var.db, c.req.valid('query').marque), 200),
  );
