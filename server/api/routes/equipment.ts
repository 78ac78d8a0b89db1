/** v1 equipement: public reads of equipment listings and their categories. */
import { z } from '@hono/zod-openapi';
import { EQUIPMENT_TYPES, urlTypeOfEquipment } from '@/lib/listing-types';
import { PagedQuery, pathId } from '@/lib/schemas/common';
import {
  EquipementAnnonce,
  EquipementCard,
  EquipementDetail,
  EquipementPage,
  EquipementSearchQuery,
  ListQuery,
  TyreSizeSummary,
  TyreSizesQuery,
} from '@/lib/schemas/listings';
import { Categorie } from '@/lib/schemas/reference';
import { ModelKeyParams, PartModelLink, PartModelsQuery } from '@/lib/schemas/search';
import {
  equipementById,
  equipementDetail,
  equipementsOfSeller,
  incrementEquipementViews,
  latestEquipements,
  searchEquipements,
} from '../../db/queries/equipment';
import { listCategories } from '../../db/queries/reference';
import { partModel, partModels } from '../../db/queries/fitment';
import { publishedTyreSizes } from '../../db/queries/tyre-sizes';
import { boutiqueById } from '../../db/queries/users';
import { boundedSearch, readWordSearch } from '../../db/queries/search';
import { countSearch } from '../search-stats';
import { wordSearchLimit } from '../middleware/rate-limit';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { listingReadRoutes } from './listing-reads';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['equipement']);
const TYPE_MESSAGE = 'Le type doit valoir moto, motard, piece ou pneu.';
const typeParam = z.enum(EQUIPMENT_TYPES, { error: TYPE_MESSAGE }).meta({ param: { name: 'type', in: 'path' }, example: 'motard' });

export const equipmentRoutes = newRouter()
  .route(
    '/',
    listingReadRoutes({
      kind: 'equipement',
      noun: 'd’équipement',
      Annonce: EquipementAnnonce,
      Detail: EquipementDetail,
      annonce: equipementById,
      detail: equipementDetail,
      incrementViews: incrementEquipementViews,
    }),
  )
  .openapi(
    declare.get('/annonce', {
      summary: 'Recherche des annonces d’équipement publiées, les plus récentes d’abord ; avec q, les mots dans le titre d’abord (tri pertinence).',
      access: 'public',
      before: [wordSearchLimit],
      errors: [400, 429, 503],
      request: { query: EquipementSearchQuery },
      responses: { 200: json(EquipementPage, 'Une page de résultats.') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await boundedSearch(c.var.db, async (db) => searchEquipements(db, query, await readWordSearch(db, query.q)));
      if (query.q && page.page === 1) countSearch(c, query.q, query.type ? urlTypeOfEquipment(query.type) : 'equipement', page.total);
      return c.json(page, 200);
    },
  )
  .openapi(
    declare.get('/annonce-accueil/{type}', {
      summary: 'Dernières annonces d’un type, pour les carrousels de l’accueil.',
      access: 'public',
      errors: [400, 503],
      request: { params: z.object({ type: typeParam }), query: ListQuery },
      responses: { 200: json(z.array(EquipementCard), 'Annonces.') },
    }),
    async (c) => c.json(await latestEquipements(c.var.db, c.req.valid('param').type, c.req.valid('query').limit ?? 8), 200),
  )
  .openapi(
    declare.get('/boutique/{id}/{type}', {
      summary: 'Annonces d’équipement publiées d’une boutique, d’un type (moto, motard, piece, pneu) ou de tous (tous).',
      access: 'public',
      errors: [400, 404, 503],
      request: {
        params: z.object({
          id: pathId('id'),
          type: z
            .enum([...EQUIPMENT_TYPES, 'tous'], { error: 'Le type doit valoir moto, motard, piece, pneu ou tous.' })
            .meta({ param: { name: 'type', in: 'path' }, example: 'tous' }),
        }),
        query: PagedQuery,
      },
      responses: { 200: json(EquipementPage, 'Une page d’annonces.') },
    }),
    async (c) => {
      const { id, type } = c.req.valid('param');
      if (!(await boutiqueById(c.var.db, id))) return c.json(errorAnswer(NOT_FOUND_ERRORS.boutique), 404);
      const page = await equipementsOfSeller(c.var.db, id, type === 'tous' ? undefined : type, c.req.valid('query'));
      return c.json(page, 200);
    },
  )
  .openapi(
    declare.get('/categories/{type}', {
      'x-bff': true,
      summary: 'Catégories d’un type d’équipement.',
      access: 'public',
      errors: [400, 503],
      request: { params: z.object({ type: typeParam }) },
      responses: { 200: json(z.array(Categorie), 'Catégories, dans l’ordre d’affichage.') },
    }),
    async (c) => c.json(await listCategories(c.var.db, c.req.valid('param').type), 200),
  )
  .openapi(
    declare.get('/pneu/tailles', {
      summary: 'Les tailles des pneus publiés, les plus proposées d’abord : leur clé, leur nombre d’annonces et leurs prix (pages des tailles, sitemap).',
      access: 'public',
      errors: [400, 503],
      request: { query: TyreSizesQuery },
      responses: { 200: json(z.array(TyreSizeSummary), 'Les tailles.') },
    }),
    async (c) => c.json(await publishedTyreSizes(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    declare.get('/pieces/modeles', {
      summary:
        'Les modèles du référentiel nommés par des annonces publiées (pièces, pneus, équipement moto), les plus nommés d’abord (pages des pièces, sitemap) ; comptés à la dernière mise à jour de la recherche (toutes les 5 minutes).',
      access: 'public',
      errors: [400, 503],
      request: { query: PartModelsQuery },
      responses: { 200: json(z.array(PartModelLink), 'Les modèles.') },
    }),
    async (c) => c.json(await partModels(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    declare.get('/pieces/modele/{marque}/{modele}', {
      summary: 'Le modèle du référentiel d’une page des pièces (/pieces/yamaha/mt-07) et le nombre d’annonces publiées qui le nomment.',
      access: 'public',
      errors: [400, 404, 503],
      request: { params: ModelKeyParams },
      responses: { 200: json(PartModelLink, 'Le modèle.') },
    }),
    async (c) => {
      const { marque, modele } = c.req.valid('param');
      const model = await partModel(c.var.db, marque, modele);
      return model ? c.json(model, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.modeleReference), 404);
    },
  );
