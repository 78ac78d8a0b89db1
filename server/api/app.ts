/**
 * The v1 API: one Hono app, mounted at /api/v1 by app/api/v1/[[...route]]/route.ts and called
 * in-process by lib/api. Its services (database, token verification, limits, logger) are given
 * to createV1App, so that tests run it on their own database.
 */
import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import { appDatabase, appPublicReads } from '../db/client';
import type { Context } from 'hono';
import { deleteFirebaseAccount, revokeFirebaseSessions } from '../auth/firebase-admin';
import { verifyFirebaseIdToken } from '../auth/verify';
import { logger } from '../log';
import { sharedRedis } from '../redis';
import { nextPublicPages } from '../cache/public-pages';
import { fileStoreFor } from '../storage/files';
import type { AppEnv, Services } from './context';
import { onError, onNotFound, validationHook } from './middleware/errors';
import { createLimiters, RATE_LIMITS } from './rate-limits';
import { requestLog } from './middleware/request-log';
import { contactRoutes } from './routes/contact';
import { equipementRoutes } from './routes/equipement';
import { marqueRoutes } from './routes/marque';
import { motoRoutes } from './routes/moto';
import { equipementModerationRoutes, motoModerationRoutes } from './routes/admin-listings';
import { sponsoringEmailRoutes } from './routes/sponsoring-email';
import { equipementOwnerRoutes, mesAnnoncesRoutes, motoOwnerRoutes } from './routes/owner-listings';
import { packSponsoringRoutes } from './routes/packsponsoring';
import { parametrageRoutes } from './routes/parametrage';
import { premiumAdsRoutes } from './routes/premiumads';
import { signalementRoutes } from './routes/signalement';
import { sitemapRoutes } from './routes/sitemap';
import { santeRoutes } from './routes/sante';
import { sponsoringRoutes } from './routes/sponsoring';
import { uploadRoutes } from './routes/upload';
import { paymentRoutes } from './routes/payment';
import { cmiSettingsFor } from '../payments/cmi';
import { processJobSender } from '../jobs/register';
import { accountRoutes } from './routes/account';
import { pushTokenRoutes } from './routes/push-tokens';
import { signUpRoutes } from './routes/sign-up';
import { userProfileRoutes } from './routes/user-profiles';
import { adminUserRoutes } from './routes/admin-users';
import { notificationRoutes } from './routes/notifications';
import { adminRoutes } from './routes/admin';
import { adAdminRoutes } from './routes/admin-ads';
import { packAdminRoutes, settingAdminRoutes } from './routes/admin-settings';
import { villeRoutes } from './routes/ville';

export const V1_BASE_PATH = '/api/v1';

/**
 * Whether this request may read from a replica: an anonymous GET (public pages, browsing in the
 * app). Anything with a token, and anything that writes, reads the primary (see Services); the
 * few GETs that must see a write at once (a payment's state after CMI's callback) need a token.
 */
function readsMayLag(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  return c.req.header('authorization') === undefined;
}

export function createV1App(services: Services) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(V1_BASE_PATH);
  app.use(async (c, next) => {
    c.set('db', readsMayLag(c) ? (services.publicReads ?? services.db) : services.db);
    c.set('log', services.log);
    c.set('verifyIdToken', services.verifyIdToken);
    c.set('identity', services.identity);
    c.set('publicPages', services.publicPages);
    c.set('files', services.files);
    c.set('limiters', services.limiters);
    c.set('cmi', services.cmi);
    c.set('jobs', services.jobs);
    c.set('caller', null);
    await next();
  });
  app.use(requestLog);
  app.onError(onError);
  app.notFound(onNotFound);

  app.route('/moto', motoRoutes);
  app.route('/moto', motoOwnerRoutes);
  app.route('/moto', motoModerationRoutes);
  app.route('/moto', sponsoringEmailRoutes);
  app.route('/equipement', equipementRoutes);
  app.route('/equipement', equipementOwnerRoutes);
  app.route('/equipement', equipementModerationRoutes);
  app.route('/marque', marqueRoutes);
  app.route('/ville', villeRoutes);
  app.route('/parametrage', parametrageRoutes);
  app.route('/parametrage', settingAdminRoutes);
  app.route('/packsponsoring', packAdminRoutes);
  app.route('/packsponsoring', packSponsoringRoutes);
  app.route('/sponsoring', sponsoringRoutes);
  app.route('/premiumads', adAdminRoutes);
  app.route('/premiumads', premiumAdsRoutes);
  // Before userProfileRoutes, whose GET /{id} would read 'mes-annonces' as a bad id.
  app.route('/utilisateur', mesAnnoncesRoutes);
  app.route('/utilisateur', adminUserRoutes);
  app.route('/utilisateur', notificationRoutes);
  app.route('/utilisateur', signUpRoutes);
  app.route('/utilisateur', accountRoutes);
  app.route('/utilisateur', pushTokenRoutes);
  // Last: its GET /{id} would take any other path of /utilisateur for a bad id.
  app.route('/utilisateur', userProfileRoutes);
  app.route('/admin', adminRoutes);
  app.route('/signalement', signalementRoutes);
  app.route('/contact', contactRoutes);
  app.route('/sitemap', sitemapRoutes);
  app.route('/sante', santeRoutes);
  app.route('/upload', uploadRoutes);
  app.route('/payment', paymentRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Jeton d’identification Firebase (ID token) du compte.',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'MotoMaroc v1',
      version: '1.0.0',
      description:
        'API des petites annonces moto du Maroc. Erreurs : {"error": "<message en français>"}. Listes : {annonces, page, totalPages, total, totalEstime}.',
    },
  });
  return app;
}

export type V1App = ReturnType<typeof createV1App>;

export const firebaseIdentityAdmin = { revokeSessions: revokeFirebaseSessions, deleteAccount: deleteFirebaseAccount };

let shared: V1App | undefined;

/** The app of this server process, on the configured database. */
export function v1App(): V1App {
  if (!shared) {
    const redis = sharedRedis();
    shared = createV1App({
      db: appDatabase().db,
      publicReads: appPublicReads(),
      log: logger(),
      verifyIdToken: verifyFirebaseIdToken,
      identity: firebaseIdentityAdmin,
      publicPages: nextPublicPages(logger()),
      files: fileStoreFor(),
      limiters: createLimiters(RATE_LIMITS, redis && { redis }),
      cmi: cmiSettingsFor(),
      jobs: processJobSender,
    });
  }
  return shared;
}
