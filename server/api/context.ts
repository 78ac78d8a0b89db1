/** What every v1 route shares: its environment (services on the context) and response helpers. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { fr } from 'zod/locales';
import { ErrorBody } from '@/lib/schemas/common';
import type { Logger } from '../log';
import type { Db } from '../db/client';
import type { VerifyIdToken } from '../auth/verify';
import type { PublicPages } from '../cache/public-pages';
import type { FileStore } from '../storage/files';
import type { BackupStore } from '../backup/store';
import type { PhoneVerifier } from '../auth/phone-verification';
import type { CmiSettings } from '../payments/cmi';
import type { JobSender } from '../jobs/names';
import type { utilisateur } from '../db/schema';
import { validationHook } from './middleware/errors';
import type { Limiters } from './rate-limits';

/** What v1 may do to Firebase accounts (firebase-admin in the app, the same in tests). */
export interface IdentityAdmin {
  /** every session of the user that began by `sessionsBefore` (seconds; default now) ends */
  revokeSessions(uid: string, sessionsBefore?: number): Promise<void>;
  deleteAccount(uid: string): Promise<void>;
}

export interface Services {
  /** the primary: writes, and every read that must see them (see publicReads) */
  db: Db;
  /**
   * Anonymous reads (GET without a token): read replicas when there are some. They may lag the
   * primary by a moment, which a visitor cannot tell; a signed-in person reading what they just
   * wrote, or anyone writing, goes to the primary. Default: db.
   */
  publicReads?: Db;
  log: Logger;
  verifyIdToken: VerifyIdToken;
  identity: IdentityAdmin;
  /** the cached public pages to rebuild after a change */
  publicPages: PublicPages;
  /** where uploads are written */
  files: FileStore;
  limiters: Limiters;
  /** CMI payment settings (the simulator's by default) */
  cmi: CmiSettings;
  /** the job queue, to hand it work (mails…) */
  jobs: JobSender;
  /** codes sent by SMS to confirm a number (Firebase's phone sign-in by default) */
  phone?: PhoneVerifier;
  /** where this site's backups are (read for the back office and the metrics); null: none taken */
  backups?: BackupStore | null;
}

export type UserRow = typeof utilisateur.$inferSelect;

/** Who is asking: a verified Firebase token, and their row once they have finished signing up. */
export interface Caller {
  uid: string;
  email: string | null;
  /** seconds: when they last proved who they are (password, Google) */
  authTime: number;
  user: UserRow | null;
}

export interface AppEnv {
  /** set only by the in-process transport of the site's own pages (never by an HTTP request) */
  Bindings: { inProcess?: boolean };
  Variables: Omit<Services, 'publicReads' | 'phone'> & {
    phone: PhoneVerifier;
    /** the primary even for an anonymous read, for the few writes such a read makes (search statistics) */
    primary: Db;
    requestId: string;
    /** set by the auth middlewares: the signed-in caller, or null */
    caller: Caller | null;
  };
}

// zod's own messages (an unknown field, a wrong type) in French too; our schemas' texts come first.
// Set here, on the server: the browser's forms show only their own texts and need not ship it.
z.config(fr());

/** A router for one resource; bad input answers 400 with the first French message. */
export function newRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The OpenAPI security of a signed-in call: a Firebase ID token as a bearer. */
export const bearerSecurity = [{ bearerAuth: [] }];

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

const errorDescriptions = {
  400: 'Paramètres invalides (message en français).',
  401: 'Jeton absent, expiré ou invalide.',
  403: 'Rôle ou propriétaire ne permettant pas cette action.',
  404: 'Introuvable.',
  409: 'Déjà utilisé (e-mail, téléphone, compte), ou limite atteinte.',
  410: 'Plus valable (un lien déjà servi).',
  413: 'Envoi trop volumineux.',
  415: 'Le corps doit être du JSON.',
  429: 'Trop de requêtes.',
  503: 'Base de données momentanément indisponible.',
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;
export type ErrorResponses<S extends ErrorStatus> = { [K in S]: ReturnType<typeof json<typeof ErrorBody>> };

/** Error responses a route can give, besides the 500 that must never happen. */
export function errors<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, json(ErrorBody, errorDescriptions[status])])) as ErrorResponses<S>;
}
