/** v1 utilisateur, public: a user's or a shop's public profile, the shops of home. */

import { z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import { Boutique, BoutiquesQuery, UtilisateurInfo } from '@/lib/schemas/users';
import { boutiqueById, boutiquesAccueil, utilisateurInfo } from '../../db/queries/users';
import type { Context } from 'hono';
import { json, newRouter, type AppEnv } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['utilisateur']);
const IdParams = z.object({ id: pathId('id') });

/** The two addresses of a profile (the spec names both). */
function profileRoute<P extends '/info/{id}' | '/{id}'>(path: P, summary: string) {
  return declare.get(path, {
    summary,
    access: 'optional',
    after: [rateLimit('profiles')],
    errors: [400, 404, 429, 503],
    request: { params: IdParams },
    responses: { 200: json(UtilisateurInfo, 'Le profil public.') },
  });
}

/** Anyone but the person and admins sees the public face only (utilisateurInfo). */
function visibleProfile(c: Context<AppEnv>, id: number) {
  const me = c.var.caller?.user;
  return utilisateurInfo(c.var.db, id, me && (me.role === 'admin' || me.idutilisateur === id) ? 'all' : 'public');
}

export const userProfileRoutes = newRouter()
  .openapi(
    declare.get('/boutique/{id}', {
      summary: 'Une boutique (id utilisateur).',
      access: 'public',
      errors: [400, 404, 503],
      request: { params: IdParams },
      responses: { 200: json(Boutique, 'La boutique.') },
    }),
    async (c) => {
      const boutique = await boutiqueById(c.var.db, c.req.valid('param').id);
      return boutique ? c.json(boutique, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.boutique), 404);
    },
  )
  .openapi(
    declare.get('/boutiques-accueil', {
      summary: 'Boutiques pour l’onglet Boutiques de l’accueil, les plus actives d’abord.',
      access: 'public',
      errors: [400, 503],
      request: { query: BoutiquesQuery },
      responses: { 200: json(z.array(Boutique), 'Boutiques.') },
    }),
    async (c) => c.json(await boutiquesAccueil(c.var.db, c.req.valid('query').limit ?? 24), 200),
  )
  .openapi(
    profileRoute(
      '/info/{id}',
      'Profil public d’un utilisateur (jamais son e-mail ni son uid) : une boutique, ou un vendeur qui a une annonce publiée ; tout compte pour la personne elle-même et les admins.',
    ),
    async (c) => {
      const info = await visibleProfile(c, c.req.valid('param').id);
      return info ? c.json(info, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
    },
  )
  .openapi(profileRoute('/{id}', 'Profil public d’un utilisateur (comme info/{id}).'), async (c) => {
    const info = await visibleProfile(c, c.req.valid('param').id);
    return info ? c.json(info, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
  });
