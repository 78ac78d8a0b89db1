/** v1 moto: public reads of moto listings. */
import { z } from '@hono/zod-openapi';
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
} from '../../db/queries/motorcycles';
import { boutiqueById } from '../../db/queries/users';
import { modelLinks, modelPage } from '../../db/queries/models';
import { MIN_MODEL_LISTINGS } from '@/lib/price-guide';
import { ModelKeyParams, ModelLink, ModelListQuery, ModelPage } from '@/lib/schemas/search';
import { boundedSearch, readWordSearch } from '../../db/queries/search';
import { countSearch } from '../search-stats';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit, wordSearchLimit } from '../middleware/rate-limit';
import { NOT_FOUND_ERRORS } from '../messages';
import { listingReadRoutes } from './listing-reads';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['moto']);
const IdParams = z.object({ id: pathId('id') });

export const motorcycleRoutes = newRouter()
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
    declare.get('/annonce', {
      summary: 'Recherche des annonces moto publiées, les plus récentes d’abord ; avec q, les mots dans le titre d’abord (tri pertinence).',
      access: 'public',
      before: [wordSearchLimit],
      errors: [400, 429, 503],
      request: { query: MotoSearchQuery },
      responses: { 200: json(MotoPage, 'Une page de résultats.') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await boundedSearch(c.var.db, async (db) => searchMotos(db, query, await readWordSearch(db, query.q)));
      if (query.q && page.page === 1) countSearch(c, query.q, 'moto', page.total);
      return c.json(page, 200);
    },
  )
  .openapi(
    declare.get('/annonce-accueil', {
      summary: 'Dernières annonces moto, pour le carrousel de l’accueil.',
      access: 'public',
      errors: [400, 503],
      request: { query: ListQuery },
      responses: { 200: json(z.array(MotoCard), 'Annonces.') },
    }),
    async (c) => c.json(await latestMotos(c.var.db, c.req.valid('query').limit ?? 8), 200),
  )
  .openapi(
    declare.get('/prix-marche', {
      'x-bff': true,
      summary:
        'Prix demandés pour des motos comparables publiées (même marque et modèle, année ±2, même tranche de kilométrage) : médiane et moitié centrale, rien sous 5 annonces.',
      access: 'public',
      errors: [400, 503],
      request: { query: PriceGuideQuery },
      responses: { 200: json(PriceGuideBody, 'Le repère de prix.') },
    }),
    async (c) => c.json(await motoPriceGuide(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    declare.get('/boutique/{id}', {
      summary: 'Annonces moto publiées d’une boutique (id utilisateur de la boutique).',
      access: 'public',
      errors: [400, 404, 503],
      request: { params: IdParams, query: PagedQuery },
      responses: { 200: json(MotoPage, 'Une page d’annonces.') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await boutiqueById(c.var.db, id))) return c.json(errorAnswer(NOT_FOUND_ERRORS.boutique), 404);
      return c.json(await motosOfSeller(c.var.db, id, c.req.valid('query')), 200);
    },
  )
  .openapi(
    declare.get('/similaires/{marque}/{id}', {
      summary: 'Autres annonces publiées de la marque, les plus proches en cylindrée de l’annonce {id} d’abord (l’annonce elle-même exclue).',
      access: 'public',
      errors: [400, 503],
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
      responses: { 200: json(z.array(MotoCard), 'Annonces similaires (liste vide si la marque est inconnue).') },
    }),
    async (c) => {
      const { marque, id } = c.req.valid('param');
      return c.json(await similarMotos(c.var.db, marque, id, c.req.valid('query').limit ?? 8), 200);
    },
  )
  .openapi(
    declare.post('/incrementer-reach/{id}', {
      'x-bff': true,
      summary: 'Compte un affichage de l’annonce dans une liste.',
      access: 'public',
      before: [rateLimit('counters')],
      errors: [400, 404, 429, 503],
      request: { params: IdParams },
      responses: { 200: json(CompteurReach, 'Nouveau reach.') },
    }),
    async (c) => {
      const reach = await incrementMotoReach(c.var.db, c.req.valid('param').id);
      return reach === null ? c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404) : c.json({ reach }, 200);
    },
  )
  .openapi(
    declare.get('/modele/{marque}/{modele}', {
      summary: `Un modèle et son prix du marché : ses annonces publiées (au moins ${MIN_MODEL_LISTINGS}), la médiane et la moitié centrale de leurs prix, les années et kilométrages en vente, ses villes, ses dernières annonces.`,
      access: 'public',
      errors: [400, 404, 503],
      request: { params: ModelKeyParams },
      responses: { 200: json(ModelPage, 'Le modèle.') },
    }),
    async (c) => {
      const { marque, modele } = c.req.valid('param');
      const page = await modelPage(c.var.db, marque, modele);
      return page ? c.json(page, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.modele), 404);
    },
  )
  .openapi(
    declare.get('/modeles', {
      summary: `Les modèles qui ont leur page (au moins ${MIN_MODEL_LISTINGS} annonces publiées), les plus fournis d’abord : d’une marque, ou tous.`,
      access: 'public',
      errors: [400, 503],
      request: { query: ModelListQuery },
      responses: { 200: json(z.array(ModelLink), 'Les modèles.') },
    }),
    async (c) => c.json(await modelLinks(c.var.db, c.req.valid('query').marque), 200),
  );
