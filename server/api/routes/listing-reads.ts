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
import { route } from '../route';
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

export function listingReadRoutes<Annonce extends z.ZodType, Detail extends z.ZodType>(reads: ListingReads<Annonce, Detail>) {
  const tags = [reads.kind];
  return newRouter()
    .openapi(
      route({
        method: 'get',
        path: '/annonce/{id}',
        tags,
        summary: `Une annonce ${reads.noun} publiée.`,
        access: 'public',
        errors: [400, 404, 503],
        request: { params: IdParams },
        responses: { 200: json(reads.Annonce, 'L’annonce.') },
      }),
      async (c) => {
        const annonce = await reads.annonce(c.var.db, c.req.valid('param').id);
        return annonce ? c.json(annonce as object, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
      },
    )
    .openapi(
      route({
        method: 'get',
        'x-bff': true,
        path: '/detail/{id}',
        tags,
        summary: `Une annonce ${reads.noun} publiée avec l’identité publique du vendeur.`,
        access: 'public',
        errors: [400, 404, 503],
        request: { params: IdParams },
        responses: { 200: json(reads.Detail, 'L’annonce et son vendeur.') },
      }),
      async (c) => {
        const detail = await reads.detail(c.var.db, c.req.valid('param').id);
        return detail ? c.json(detail as object, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
      },
    )
    .openapi(
      route({
        method: 'get',
        path: '/disponibilite/{id}',
        tags,
        summary: `Si une annonce ${reads.noun} est en ligne, ou l’a été et ne l’est plus (expirée, vendue) : sa page répond alors 410.`,
        access: 'public',
        errors: [400, 404, 503],
        request: { params: IdParams },
        responses: { 200: json(ListingAvailabilityBody, 'Son état public.') },
      }),
      async (c) => {
        const availability = await listingAvailability(c.var.db, reads.kind, c.req.valid('param').id);
        return availability ? c.json(availability, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
      },
    )
    .openapi(
      route({
        method: 'post',
        'x-bff': true,
        path: '/incrementer-vues/{id}',
        tags,
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
