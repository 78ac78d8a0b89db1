/**
 * What an uploaded picture may be, the same for the browser (checked before sending) and for v1
 * (which decides by the file's content): formats, weight, size in pixels, and the French messages.
 */
import { errorCodes } from './errors';
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** A whole upload request (the picture and its multipart envelope): anything larger is refused unread. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
/** Read from the file's header before anything is decoded: a small file may claim a huge image (a decompression bomb). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** for <input type="file" accept> */
export const ACCEPTED_PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export const PICTURE_MESSAGES = {
  tooLarge: `Image trop lourde (${MAX_UPLOAD_BYTES / 1024 / 1024} Mo au plus).`,
  tooManyPixels: `Image trop grande (${MAX_UPLOAD_PIXELS / 1_000_000} mégapixels au plus).`,
  notPicture: 'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF, ou il est incomplet.',
  empty: 'Veuillez choisir une image.',
  bodyTooLarge: 'Envoi trop volumineux.',
  /** the hint under a picture field */
  hint: `JPEG, PNG, WebP ou AVIF, ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo au plus.`,
} as const;
export const PICTURE_ERRORS = /* @__PURE__ */ errorCodes('picture', PICTURE_MESSAGES);
