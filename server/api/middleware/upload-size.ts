/**
 * Upload routes refuse a body larger than the largest accepted picture before reading it all: by
 * its declared length at once, or as it streams in (Hono's bodyLimit), never 30 MB held in memory
 * to be refused afterwards.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BODY_BYTES, PICTURE_ERRORS } from '@/lib/uploads';
import type { AppEnv } from '../context';
import { errorAnswer } from '@/lib/errors';

// Typed with v1's environment, so that the middleware after it still types the handler's.
export const uploadSizeLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: (c) => c.json(errorAnswer(PICTURE_ERRORS.bodyTooLarge), 413),
});
