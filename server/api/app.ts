/**
 * The v1 API: one Hono app, mounted at /api/v1 by app/api/v1/[[...route]]/route.ts and called
 * in-process by lib/api. Its services (database, token verification, limits, logger) are given
 * to createV1App, so that tests run it on their own database.
 */
import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import { appDatabase, appPublicReads } from '../db/client';
import { watchDatabase } from '../runtime/metrics';
import type { Context } from 'hono';
import { deleteFirebaseAccount, revokeFirebaseSessions } from '../auth/firebase-admin';
import { verifyFirebaseIdToken } from '../auth/verify';
import { logger } from '../log';
import { sharedRedis } from '../redis';
import { nextPublicPages } from '../cache/public-pages';
import { fileStoreFor } from '../storage/files';
import { backupStoreFor } from '../backup/store';
import { env } from '../env';
import { identityToolkitPhoneVerifier } from '../auth/phone-verification';
import type { AppEnv, Services } from './context';
import { GUEST_HEADER } from '@/lib/favourites';
import { onError, onNotFound, validationHook } from './middleware/errors';
import { createLimiters, RATE_LIMITS } from './rate-limits';
import { requestLog } from './middleware/request-log';
import { dropDirectionControls } from './middleware/direction-controls';
import { v1Routes } from './routes';
import { errorCatalogue } from '@/lib/errors';
import { cmiSettingsFor } from '../payments/cmi';
import { processJobSender } from '../jobs/register';

export const V1_BASE_PATH = '/api/v1';

/**
 * Whether this request may read from a replica: an anonymous GET (public pages, browsing in the
 * app). Anything with a token or a guest id, and anything that writes, reads the primary (see Services); the
 * few GETs that must see a write at once (a payment's state after CMI's callback) need a token.
 */
function readsMayLag(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  // A guest reading what they keep (favourites) reads their own writes, like a signed-in person.
  return c.req.header('authorization') === undefined && c.req.header(GUEST_HEADER) === undefined;
}

export function createV1App(services: Services) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(V1_BASE_PATH);
  app.use(async (c, next) => {
    c.set('db', readsMayLag(c) ? (services.publicReads ?? services.db) : services.db);
    c.set('primary', services.db);
    c.set('log', services.log);
    c.set('verifyIdToken', services.verifyIdToken);
    c.set('identity', services.identity);
    c.set('publicPages', services.publicPages);
    c.set('files', services.files);
    c.set('limiters', services.limiters);
    c.set('cmi', services.cmi);
    c.set('jobs', services.jobs);
    c.set('phone', (services.phone ??= identityToolkitPhoneVerifier()));
    c.set('backups', services.backups ?? null);
    c.set('caller', null);
    await next();
  });
  app.use(requestLog);
  app.use(dropDirectionControls);
  app.onError(onError);
  app.notFound(onNotFound);

  const v1 = app.route('/', v1Routes);

  v1.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Jeton d’identification Firebase (ID token) du compte.',
  });
  v1.doc31('/openapi.json', () => ({
    openapi: '3.1.0',
    info: {
      title: 'MotoMaroc v1',
      version: '1.0.0',
      description:
        'API des petites annonces moto du Maroc. Erreurs : {"error": "<message en français>", "code": "<table.clé>", "params"?: {…}} (codes : x-codes-erreur). Listes : {annonces, page, totalPages, total, totalEstime}.',
      'x-codes-erreur': errorCatalogue(),
    },
  }));
  return v1;
}

export type V1App = ReturnType<typeof createV1App>;

export const firebaseIdentityAdmin = { revokeSessions: revokeFirebaseSessions, deleteAccount: deleteFirebaseAccount };

let shared: V1App | undefined;

/** The app of this server process, on the configured database. */
export function v1App(): V1App {
  if (!shared) {
    const redis = sharedRedis();
    // The start script takes them (scripts/lib/backup-schedule.ts) and says here where they go.
    const backups = env().BACKUPS === 'on' ? backupStoreFor(env()) : null;
    watchDatabase(appDatabase().db, appDatabase().pool, backups);
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
      backups,
    });
  }
  return shared;
}
