/**
 * The public reads a moto and an equipment listing both have: the listing, the listing with its
 * seller, and its view counter. moto.ts and equipement.ts mount them beside their own routes.
 */
import { z } from '@hono/zod-openapi';
import { LISTING_URL_TYPES, type ListingKind } from '@/lib/listing-types';
import { pathId } from '@/lib/schemas/common';
import { Compteur } from '@/lib/schemas/listings';
import type { Db } from '../../db/client';
import { listingAvailability } from '../../db/queries/expiry';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { rateLimit } from '../middleware/rate-limit';
import { errorAnswer } from '@/lib/errors';

const IdParams = z.object({ id: pathId('id') });
const ListingAvailabilityBody = z
  .object({
    etat: z.enum(['publiee', 'expiree', 'vendue']),
    titre: z.string(),
    prix: z.number().int().nullable(),
    type: z.enum(LISTING_URL_TYPES),
    marque: z.string().nullable(),
  })
  .meta({ id: 'DisponibiliteAnnonce' });

export interface ListingReads<Annonce extends z.ZodType, Detail extends z.ZodType> {
  kind: ListingKind;
  /** how the summaries name it: "moto", "d’équipement" */
  noun: string;
  Annonce: Annonce;
  Detail: Detail;
  annonce(db: Db, id: number): Promise<z.infer<Annonce> | null>;
  detail(db: Db, id: number): Promise<z.infer<Detail> | null>;
  incrementViews(db: Db, id: number): Promise<number | null>;
}

/** A public read of one listing by its id, 404 when it is not to be seen. */
function listingByIdRoute<P extends string, S extends z.ZodType>(
  kind: ListingKind,
  path: P,
  declaration: { bff: boolean; summary: string; answer: S; described: string },
  read: (db: Db, id: number) => Promise<z.infer<S> | null>,
) {
  return newRouter().openapi(
    routesOf([kind]).get(path, {
      ...(declaration.bff && { 'x-bff': true }),
      summary: declaration.summary,
      access: 'public',
      errors: [400, 404, 503],
      request: { params: IdParams },
      responses: { 200: json(declaration.answer, declaration.described) },
    }),
    async (c) => {
      const found = await read(c.var.db, c.req.valid('param').id);
      return found ? c.json(found as object, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
    },
  );
}

export function listingReadRoutes<Annonce extends z.ZodType, Detail extends z.ZodType>(reads: ListingReads<Annonce, Detail>) {
  const { kind, noun } = reads;
  return newRouter()
    .route(
      '/',
      listingByIdRoute(
        kind,
        '/annonce/{id}',
        { bff: false, summary: `Une annonce ${noun} publiée.`, answer: reads.Annonce, described: 'L’annonce.' },
        reads.annonce,
      ),
    )
    .route(
      '/',
      listingByIdRoute(
        kind,
        '/detail/{id}',
        {
          bff: true,
          summary: `Une annonce ${noun} publiée avec l’identité publique du vendeur.`,
          answer: reads.Detail,
          described: 'L’annonce et son vendeur.',
        },
        reads.detail,
      ),
    )
    .route(
      '/',
      listingByIdRoute(
        kind,
        '/disponibilite/{id}',
        {
          bff: false,
          summary: `Si une annonce ${noun} est en ligne, ou l’a été et ne l’est plus (expirée, vendue) : sa page répond alors 410.`,
          answer: ListingAvailabilityBody,
          described: 'Son état public.',
        },
        (db, id) => listingAvailability(db, kind, id),
      ),
    )
    .openapi(
      routesOf([kind]).post('/incrementer-vues/{id}', {
        'x-bff': true,
        summary: 'Compte une visite de l’annonce.',
        access: 'public',
        before: [rateLimit('counters')],
        errors: [400, 404, 429, 503],
        request: { params: IdParams },
        responses: { 200: json(Compteur, 'Nouveau nombre de vues.') },
      }),
      async (c) => {
        const vues = await reads.incrementViews(c.var.db, c.req.valid('param').id);
        return vues === null ? c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404) : c.json({ vues }, 200);
      },
    );
}
