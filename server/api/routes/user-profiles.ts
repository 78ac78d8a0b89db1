/** v1 utilisateur, public: a user's or a shop's public profile, the shops of home. */

import { createRoute, z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import { Boutique, BoutiquesQuery, UtilisateurInfo } from '@/lib/schemas/users';
import { boutiqueById, boutiquesAccueil, utilisateurInfo } from '../../db/queries/users';
import { errors, json, newRouter } from '../context';
import { NOT_FOUND } from '../messages';

const tags = ['utilisateur'];
const IdParams = z.object({ id: pathId('id') });

export const userProfileRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/boutique/{id}',
      tags,
      summary: 'Une boutique (id utilisateur).',
      request: { params: IdParams },
      responses: { 200: json(Boutique, 'La boutique.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const boutique = await boutiqueById(c.var.db, c.req.valid('param').id);
      return boutique ? c.json(boutique, 200) : c.json({ error: NOT_FOUND.boutique }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/boutiques-accueil',
      tags,
      summary: 'Boutiques pour l’onglet Boutiques de l’accueil, les plus actives d’abord.',
      request: { query: BoutiquesQuery },
      responses: { 200: json(z.array(Boutique), 'Boutiques.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await boutiquesAccueil(c.var.db, c.req.valid('query').limit ?? 24), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/info/{id}',
      tags,
      summary: 'Profil public d’un utilisateur (jamais son e-mail ni son uid).',
      request: { params: IdParams },
      responses: { 200: json(UtilisateurInfo, 'Le profil public.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const info = await utilisateurInfo(c.var.db, c.req.valid('param').id);
      return info ? c.json(info, 200) : c.json({ error: NOT_FOUND.utilisateur }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'Profil public d’un utilisateur (comme info/{id}).',
      request: { params: IdParams },
      responses: { 200: json(UtilisateurInfo, 'Le profil public.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const info = await utilisateurInfo(c.var.db, c.req.valid('param').id);
      return info ? c.json(info, 200) : c.json({ error: NOT_FOUND.utilisateur }, 404);
    },
  );
