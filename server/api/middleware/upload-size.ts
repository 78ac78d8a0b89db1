/**
 * Upload routes refuse a body larger than the largest accepted picture before reading it all: by
 * its declared length at once, or as it streams in (Hono's bodyLimit), never 30 MB held in memory
 * to be refused afterwards.
 */
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BODY_BYTES, PICTURE_MESSAGES } from '@/lib/uploads';

export const uploadSizeLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: (c) => c.json({ error: PICTURE_MESSAGES.bodyTooLarge }, 413),
});
