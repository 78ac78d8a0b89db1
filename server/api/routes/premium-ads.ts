/** v1 premiumads: the ads to show, and their reach and click counters. */
import { z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import { AD_LIMITS, AdCounter, PremiumAd, PremiumAdsQuery } from '@/lib/schemas/premium-ads';
import { recordAdClick, recordAdReach, runningAds } from '../../db/queries/premium-ads';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { rateLimit } from '../middleware/rate-limit';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['premiumads']);
const IdParams = z.object({ id: pathId('id') });

/** A counter of an ad's (its reach or its clicks): one more, and the counters as they now are. */
function counterRoute<P extends string>(path: P, summary: string, record: typeof recordAdReach) {
  return newRouter().openapi(
    declare.post(path, {
      'x-bff': true,
      summary,
      access: 'public',
      before: [rateLimit('counters')],
      errors: [400, 404, 429, 503],
      request: { params: IdParams },
      responses: { 200: json(AdCounter, 'Compteurs.') },
    }),
    async (c) => {
      const counters = await record(c.var.db, c.req.valid('param').id);
      return counters ? c.json(counters, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.premiumAd), 404);
    },
  );
}

export const premiumAdRoutes = newRouter()
  .openapi(
    declare.get('/', {
      summary: 'Publicités en cours pour une page, un appareil et un emplacement.',
      access: 'public',
      errors: [400, 503],
      request: { query: PremiumAdsQuery },
      responses: { 200: json(z.array(PremiumAd), 'Publicités à afficher (les moins diffusées d’abord).') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const limit = query.limit ?? (query.emplacement ? AD_LIMITS[query.emplacement] : AD_LIMITS.card);
      return c.json(await runningAds(c.var.db, { ...query, limit }), 200);
    },
  )
  .route('/', counterRoute('/{id}/reach', 'Compte un affichage (au moins la moitié de la publicité visible).', recordAdReach))
  .route('/', counterRoute('/{id}/click', 'Compte un clic.', recordAdClick));
