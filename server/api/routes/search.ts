/** v1 recherche: the search of every listing type at once, and the search box's suggestions. */
import { z } from '@hono/zod-openapi';
import { SearchEverywhere, SearchEverywhereQuery, SearchSuggestion, SuggestionQuery } from '@/lib/schemas/search';
import { boundedSearch, closestName, readWordSearch, searchSuggestions } from '../../db/queries/search';
import { searchEverywhere } from '../../db/queries/search-everywhere';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit, wordSearchLimit } from '../middleware/rate-limit';
import { countSearch } from '../search-stats';

const declare = routesOf(['recherche']);

export const searchRoutes = newRouter()
  .openapi(
    declare.get('/', {
      summary:
        'Cherche des mots dans tous les types d’annonces : combien par type, et les premières annonces du type qui en a le plus (pertinence : les mots dans le titre d’abord). Accents, pluriels, fautes de frappe, noms de modèles et mots en arabe ou en darija pardonnés.',
      access: 'public',
      before: [wordSearchLimit],
      errors: [400, 429, 503],
      request: { query: SearchEverywhereQuery },
      responses: { 200: json(SearchEverywhere, 'Les résultats par type.') },
    }),
    async (c) => {
      const { q, limit } = c.req.valid('query');
      const result = await boundedSearch(c.var.db, async (db) => searchEverywhere(db, q, await readWordSearch(db, q), limit ?? 12));
      countSearch(
        c,
        q,
        'tous',
        result.types.reduce((sum, type) => sum + type.total, 0),
      );
      return c.json(result, 200);
    },
  )
  .openapi(
    declare.get('/suggestions', {
      'x-bff': true,
      summary: 'Marques, modèles et catégories des annonces publiées dont le nom commence comme le texte tapé (dès 2 lettres), les plus fournis d’abord.',
      // Typed a letter at a time: generous, but bounded per visitor like every public read.
      access: 'public',
      before: [rateLimit('suggestions')],
      errors: [400, 429, 503],
      request: { query: SuggestionQuery },
      responses: { 200: json(z.array(SearchSuggestion), 'Les suggestions.') },
    }),
    async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json(await boundedSearch(c.var.db, (db) => searchSuggestions(db, q, limit ?? 8)), 200);
    },
  )
  .openapi(
    declare.get('/proche', {
      summary: 'La marque ou le modèle au nom le plus proche des mots (pour « Vouliez-vous dire… ? » quand une recherche ne trouve rien), ou null.',
      access: 'public',
      before: [wordSearchLimit],
      errors: [400, 429, 503],
      request: { query: z.object({ q: SuggestionQuery.shape.q }) },
      responses: { 200: json(SearchSuggestion.nullable(), 'Le nom le plus proche.') },
    }),
    async (c) => c.json(await boundedSearch(c.var.db, (db) => closestName(db, c.req.valid('query').q)), 200),
  );
