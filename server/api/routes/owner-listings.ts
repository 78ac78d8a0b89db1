/**
 * v1 listings of their owners (moto and equipement): post, read back, edit, deactivate or
 * reactivate, mark sold, list, plus Mes Annonces over both and the contact counters. The two
 * kinds share every rule; only their paths (the spec's) and their form schema differ, so both
 * routers come from one factory. Particuliers and boutiques only: an admin moderates through the
 * admin routes. Someone else's listing does not exist (404), whoever asks.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ListingKind } from '@/lib/listing-types';
import { pageQuery, pathId } from '@/lib/schemas/common';
import {
  CreatedListing,
  EquipementListingInput,
  LISTING_MESSAGES,
  ListingStateBody,
  MotoListingInput,
  OwnerEquipement,
  OwnerListingPage,
  OwnerMoto,
} from '@/lib/schemas/listing-write';
import { SellerPhone } from '@/lib/schemas/listings';
import {
  applyOwnerAction,
  countContact,
  createListing,
  ownedListing,
  ownerListings,
  updateListing,
  type ListingChange,
  type ListingInputs,
  type OwnerChange,
} from '../../db/queries/owner-listings';
import { json, newRouter, type AppEnv } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { NOT_FOUND_ERRORS } from '../messages';
import { countToday } from '../../db/queries/daily-stats';
import { JOBS } from '../../jobs/names';
import { errorAnswer } from '@/lib/errors';

const IdParams = z.object({ id: pathId('id') });

export const OwnerListQuery = z.object(pageQuery({ items: 'Annonces', max: 50, defaultSize: 10, size: 'itemsPerPage' }));

/** Tells the public pages about a change they show. */
function publish<E extends AppEnv>(c: Context<E>, change: ListingChange): void {
  if (!change.public) return;
  c.var.publicPages.listingsChanged(change.titres.map((titre) => ({ urlType: change.urlType, id: change.id, titre })));
}

/** The answer to an owner's change: its new state, or 404 for a listing that is not theirs. */
async function answerChange<E extends AppEnv>(c: Context<E>, result: OwnerChange | null) {
  if (!result) return c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
  publish(c, result.change);
  // The change is saved; a photo left behind in storage is only wasted space.
  await Promise.all(
    result.droppedPhotos.map((path) => c.var.files.remove(path).catch((error: unknown) => c.var.log.warn({ err: error, path }, 'photo not deleted'))),
  );
  return c.json({ etat: result.etat }, 200);
}

/** What every owner's change of a listing declares: a seller's call, answering the new state. */
const OWNER_CHANGE = {
  'x-bff': true,
  access: 'sellers',
  errors: [400, 404, 409, 503],
  responses: { 200: json(ListingStateBody, 'Le nouvel état de l’annonce.') },
} as const;

const SoldBody = z
  .strictObject({
    via_motomaroc: z
      .boolean({ error: 'via_motomaroc doit valoir true ou false.' })
      .nullable()
      .optional()
      .meta({ description: 'Vendue grâce à MotoMaroc ? (facultatif)' }),
  })
  .meta({ id: 'AnnonceVendue' });

/** Marked sold, and where, if its owner says (the back office's figures). */
function soldRoute<P extends string>(kind: ListingKind, path: P, summary: string) {
  return newRouter().openapi(
    routesOf([kind]).put(path, {
      ...OWNER_CHANGE,
      summary,
      request: { params: IdParams, body: { content: { 'application/json': { schema: SoldBody } }, required: false } },
    }),
    async (c) => {
      const { via_motomaroc } = (c.req.valid('json') as z.infer<typeof SoldBody> | undefined) ?? {};
      const result = await applyOwnerAction(c.var.db, kind, c.req.valid('param').id, c.var.user.idutilisateur, 'vendre', {
        vendueViaSite: via_motomaroc ?? null,
      });
      if (result?.counted)
        await countToday(c.var.db, via_motomaroc === true ? 'vendues_via_site' : via_motomaroc === false ? 'vendues_ailleurs' : 'vendues_sans_reponse');
      return answerChange(c, result);
    },
  );
}

function stateRoute<P extends string>(kind: ListingKind, path: P, action: 'desactiver' | 'prolonger', summary: string) {
  return newRouter().openapi(
    routesOf([kind]).put(path, {
      ...OWNER_CHANGE,
      summary,
      request: { params: IdParams },
    }),
    async (c) => {
      const result = await applyOwnerAction(c.var.db, kind, c.req.valid('param').id, c.var.user.idutilisateur, action);
      if (result?.counted && action === 'prolonger') await countToday(c.var.db, 'annonces_prolongees');
      return answerChange(c, result);
    },
  );
}

/** A page of my listings: of one kind, or both (Mes Annonces) when no kind is named. */
function listRoute<P extends string>(tag: string, path: P, summary: string, kind?: ListingKind) {
  return newRouter().openapi(
    routesOf([tag]).get(path, {
      'x-bff': true,
      summary,
      access: 'sellers',
      errors: [400, 503],
      request: { query: OwnerListQuery },
      responses: { 200: json(OwnerListingPage, 'Une page de mes annonces.') },
    }),
    async (c) => {
      const { page, itemsPerPage } = c.req.valid('query');
      return c.json(await ownerListings(c.var.db, c.var.user.idutilisateur, { page, limit: itemsPerPage ?? 10, kind }), 200);
    },
  );
}

const ContactBody = z.object({ canal: z.enum(['telephone', 'whatsapp'], { error: 'Le canal doit valoir telephone ou whatsapp.' }) });

function contactRoute(kind: ListingKind) {
  return newRouter().openapi(
    routesOf([kind]).post('/contact/{id}', {
      'x-bff': true,
      summary:
        'Compte un contact du vendeur depuis l’annonce publiée (numéro affiché ou WhatsApp ouvert) et donne son numéro : le seul chemin du numéro vers un visiteur (limité par visiteur).',
      // Counters as every count, and numbers per visitor and distinct listing (asking again is free).
      access: 'public',
      before: [rateLimit('counters'), rateLimit('sellerPhones', (c) => `${kind}:${c.req.param('id')}`)],
      errors: [400, 404, 429, 503],
      request: { params: IdParams, body: { content: { 'application/json': { schema: ContactBody } }, required: true } },
      responses: { 200: json(SellerPhone, 'Compté ; le numéro du vendeur (null s’il n’en a pas donné).') },
    }),
    async (c) => {
      const contact = await countContact(c.var.db, kind, c.req.valid('param').id, c.req.valid('json').canal);
      return contact ? c.json(contact, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
    },
  );
}

/** Buyers' alerts and favourites hear of a listing once it is public, never before. */
async function announcePublished<E extends AppEnv>(c: Context<E>, kind: ListingKind, id: number): Promise<void> {
  await c.var.jobs.send(JOBS.listingPublished, { kind, id }).catch((error: unknown) => c.var.log.error({ err: error, kind, id }, 'alert matching not queued'));
}

/** A form's schema. Not a type parameter: inside a generic router, Hono could not type what it validates. */
type ListingInputSchema = typeof MotoListingInput | typeof EquipementListingInput;

/** What tells the owner routes of one kind from the other's: the words and the schemas. */
interface OwnerKind<K extends ListingKind, Input extends z.ZodType, Owned extends z.ZodType> {
  kind: K;
  /** how the summaries name it: "moto", "d’équipement" */
  noun: string;
  /** what POST says it posts */
  posts: string;
  /** the form's schema */
  Input: Input;
  /** the listing as its owner reads it back */
  Owned: Owned;
}

/** The owner routes of one kind at paths both kinds share: list, read back, contact. */
function ownerRoutes<K extends ListingKind, I extends z.ZodType, O extends z.ZodType>({ kind, noun, Owned }: OwnerKind<K, I, O>) {
  return newRouter()
    .route('/', listRoute(kind, '/utilisateur/annonces', `Mes annonces ${noun}, les plus récentes d’abord, tous états confondus.`, kind))
    .openapi(
      routesOf([kind]).get('/utilisateur/annonce/{id}', {
        'x-bff': true,
        summary: `Une de mes annonces ${noun}, telle que le formulaire la modifie.`,
        access: 'sellers',
        errors: [400, 404, 503],
        request: { params: IdParams },
        responses: { 200: json(Owned, 'L’annonce.') },
      }),
      async (c) => {
        const annonce = await ownedListing(c.var.db, kind, c.req.valid('param').id, c.var.user.idutilisateur);
        return annonce ? c.json(annonce, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
      },
    )
    .route('/', contactRoute(kind));
}

/**
 * The owner's writes of one kind: post, edit, deactivate or reactivate, mark sold. The spec puts
 * them under a different folder per kind, where the caller mounts them (literal paths, which the
 * typed client of lib/api reads).
 */
function ownerWrites<K extends ListingKind>({ kind, noun, posts, Input }: OwnerKind<K, ListingInputSchema, z.ZodType>) {
  return newRouter()
    .openapi(
      routesOf([kind]).post('/', {
        'x-bff': true,
        summary: `Dépose ${posts} : en ligne aussitôt quand son risque est faible, sinon en attente de vérification (server/trust). Renvoie son id et son état.`,
        access: 'sellers',
        errors: [400, 429, 503],
        request: { body: { content: { 'application/json': { schema: Input } }, required: true } },
        responses: { 201: json(CreatedListing, 'Annonce créée : publiée, ou en attente.') },
      }),
      async (c) => {
        const user = c.var.user;
        const poster = { idutilisateur: user.idutilisateur, role: user.role as 'particulier' | 'boutique' };
        const listing = await createListing(c.var.db, kind, poster, c.req.valid('json') as ListingInputs[K]);
        publish(c, listing.change);
        if (listing.etat === 'publiee') await announcePublished(c, kind, listing.id);
        await countToday(c.var.db, listing.etat === 'publiee' ? 'annonces_publiees_auto' : 'annonces_retenues');
        return c.json({ id: listing.id, etat: listing.etat, message: listing.etat === 'publiee' ? LISTING_MESSAGES.published : LISTING_MESSAGES.created }, 201);
      },
    )
    .openapi(
      routesOf([kind]).put('/{id}', {
        ...OWNER_CHANGE,
        summary: `Modifie une de mes annonces ${noun} ; si son contenu change, il est évalué de nouveau : en ligne si son risque est faible, sinon en attente (une annonce refusée attend toujours une personne).`,
        request: { params: IdParams, body: { content: { 'application/json': { schema: Input } }, required: true } },
      }),
      async (c) => {
        const result = await updateListing(c.var.db, kind, c.req.valid('param').id, c.var.user.idutilisateur, c.req.valid('json') as ListingInputs[K]);
        if (result?.newlyPublished) await announcePublished(c, kind, c.req.valid('param').id);
        return answerChange(c, result);
      },
    )
    .route('/', stateRoute(kind, '/desactiver/{id}', 'desactiver', `Désactive une de mes annonces ${noun}, ou la réactive (elle repasse alors en attente).`))
    .route('/', soldRoute(kind, '/vendu/{id}', `Marque une de mes annonces ${noun} comme vendue, en disant si c’est grâce à MotoMaroc (facultatif).`))
    .route(
      '/',
      stateRoute(
        kind,
        '/prolonger/{id}',
        'prolonger',
        `Prolonge une de mes annonces ${noun}, publiée ou expirée : en ligne pour une nouvelle période, sans nouvelle vérification.`,
      ),
    );
}

const motoOwner: OwnerKind<'moto', typeof MotoListingInput, typeof OwnerMoto> = {
  kind: 'moto',
  noun: 'moto',
  posts: 'une annonce moto',
  Input: MotoListingInput,
  Owned: OwnerMoto,
};
const equipementOwner: OwnerKind<'equipement', typeof EquipementListingInput, typeof OwnerEquipement> = {
  kind: 'equipement',
  noun: 'd’équipement',
  posts: 'une annonce d’équipement, de pièce ou de pneu',
  Input: EquipementListingInput,
  Owned: OwnerEquipement,
};

/** Mounted at /moto: the spec puts a moto's writes under /moto/utilisateur/annonce. */
export const motorcycleOwnerRoutes = ownerRoutes(motoOwner).route('/utilisateur/annonce', ownerWrites(motoOwner));

/** Mounted at /equipement: the spec puts an equipment listing's writes under /equipement/annonce. */
export const equipmentOwnerRoutes = ownerRoutes(equipementOwner).route('/annonce', ownerWrites(equipementOwner));

/** Mes Annonces: motos and equipment together. */
export const myListingsRoutes = listRoute(
  'utilisateur',
  '/mes-annonces',
  'Toutes mes annonces (motos et équipements), les plus récentes d’abord, avec leurs vues et leurs contacts.',
);
