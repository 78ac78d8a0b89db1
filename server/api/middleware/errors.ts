/**
 * Whatever a client sends, the answer is a 4xx with a French message, never a 500; a database
 * outage is a 503. Anything else that escapes a handler is a bug: logged in full, answered 500.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../../db/availability';
import { Refusal } from '../../refusal';
import { errorAnswer, errorCodes, isErrorCode } from '@/lib/errors';

export const MESSAGES = {
  badJson: 'Le corps de la requête n’est pas du JSON valide.',
  unsupportedMedia: 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  notFound: 'Ressource introuvable.',
  unavailable: 'Service momentanément indisponible. Veuillez réessayer dans un instant.',
  internal: 'Une erreur est survenue. Veuillez reessayer.',
  invalid: 'Parametres invalides.',
} as const;
export const REQUEST_ERRORS = /* @__PURE__ */ errorCodes('request', MESSAGES);

type Validation = { success: true } | { success: false; error: z.ZodError };

/**
 * defaultHook of every router: the first issue, whose message our schemas give as an error code
 * (lib/errors.ts). zod's own checks (a wrong type, an unknown field) write theirs in French, in its
 * French locale (see context.ts): answered with the code `request.invalid` and the field's path. A
 * body that is not even an object gets the spec's 'Parametres invalides.'.
 */
export function validationHook(result: Validation, c: Context) {
  if (!result.success) {
    const issue = result.error.issues[0];
    if (!issue || (issue.code === 'invalid_type' && issue.path.length === 0)) return c.json(errorAnswer(REQUEST_ERRORS.invalid), 400);
    if (isErrorCode(issue.message)) return c.json(errorAnswer(issue.message), 400);
    return c.json({ error: issue.message, code: REQUEST_ERRORS.invalid, params: { champ: issue.path.join('.') } }, 400);
  }
}

export const onError: ErrorHandler = (error, c) => {
  const log = c.get('log' as never) as { error: (o: object, m: string) => void; warn: (o: object, m: string) => void } | undefined;
  if (error instanceof Refusal) return c.json(errorAnswer(error.code, error.params), error.status);
  if (error instanceof HTTPException) {
    if (error.status === 415) return c.json(errorAnswer(REQUEST_ERRORS.unsupportedMedia), 415);
    if (error.status === 400) return c.json(errorAnswer(REQUEST_ERRORS.badJson), 400);
    if (error.status < 500) return c.json(errorAnswer(REQUEST_ERRORS.invalid), error.status);
  }
  if (isDatabaseUnavailable(error)) {
    log?.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json(errorAnswer(REQUEST_ERRORS.unavailable), 503);
  }
  log?.error({ err: error }, 'unhandled error in a v1 route');
  return c.json(errorAnswer(REQUEST_ERRORS.internal), 500);
};

export const onNotFound: NotFoundHandler = (c) => c.json(errorAnswer(REQUEST_ERRORS.notFound), 404);
