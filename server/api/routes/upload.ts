/**
 * Uploads (v1 `upload`): a listing photo, sent by its future owner before the listing itself. The
 * photo is judged by its content and re-encoded (server/storage/pictures), and remembered as theirs
 * with its perceptual fingerprint (the risk assessment looks for it on other accounts' listings).
 */
import { z } from '@hono/zod-openapi';
import { PICTURE_ERRORS } from '@/lib/uploads';
import { recordPhotoUpload } from '../../db/queries/uploads';
import { storeUploadedPicture } from '../../storage/pictures';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { uploadSizeLimit } from '../middleware/upload-size';
import { errorAnswer } from '@/lib/errors';

/** The longest side of a stored listing photo (the browser already reduces photos to this). */
export const PHOTO_MAX_SIDE = 2048;

const UploadedPhoto = z.object({ path: z.string().openapi({ example: 'photos/12/Yb3kQ0x9aZ1c.webp' }) }).openapi('PhotoEnvoyee');

export const uploadRoutes = newRouter().openapi(
  routesOf(['upload']).post('/photo', {
    'x-bff': true,
    summary:
      'Envoie une photo d’annonce (JPEG, PNG, WebP ou AVIF, 15 Mo et 40 mégapixels au plus) : redressée, sans métadonnées (GPS…), 2048 px au plus. Renvoie le chemin à mettre dans les photos de l’annonce.',
    // Sellers for their listings; admins for ads and shop logos (they post no listing: owner routes refuse them).
    access: ['particulier', 'boutique', 'admin'],
    before: [uploadSizeLimit],
    after: [rateLimit('photoUpload')],
    errors: [400, 413, 429, 503],
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({ photo: z.instanceof(File, { error: PICTURE_ERRORS.empty }).openapi({ type: 'string', format: 'binary' }) }),
          },
        },
        required: true,
      },
    },
    responses: { 201: json(UploadedPhoto, 'La photo est enregistrée.') },
  }),
  async (c) => {
    const user = c.var.user;
    const stored = await storeUploadedPicture(
      c.req.valid('form').photo,
      { folder: `photos/${user.idutilisateur}`, maxSide: PHOTO_MAX_SIDE, fingerprint: true },
      c.var.files,
    );
    if ('refused' in stored) return c.json(errorAnswer(stored.refused), 400);
    await recordPhotoUpload(c.var.db, stored.path, user.idutilisateur, stored.fingerprint);
    return c.json({ path: stored.path }, 201);
  },
);
