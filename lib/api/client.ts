/**
 * The typed v1 client of the server: one function per v1 read the pages make. Paths, inputs and
 * answers come from the route declarations (lib/api/endpoints.ts). A 404 on a single resource
 * gives null; any other failure throws a V1Error.
 */
import type { BrandType, ContactChannel, EquipmentType, ListingKind, ListingState, SponsoringState } from '../listing-types';
import type { EquipementSearchQuery, MotoSearchQuery } from '../schemas/listings';
import type { AdDevice, AdPlacement } from '../schemas/premium-ads';
import type { AdminReport } from '../schemas/admin-reports';
import type { AdminUser } from '../schemas/admin';
import { v1Body, v1Target, type V1Input, type V1Method, type V1Output, type V1PathFor } from './endpoints';
import type { V1Transport } from './transport';

export class V1Error extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'V1Error';
  }
}

/** Whether v1 refused the call for the caller's rate (429): say so rather than show nothing. */
export const isRateLimited = (error: unknown): boolean => error instanceof V1Error && error.status === 429;

export function createV1Client(transport: () => V1Transport) {
  async function call<M extends V1Method, P extends V1PathFor<M>>(
    method: M,
    path: P,
    input?: V1Input<P, M>,
    init?: { headers?: HeadersInit },
  ): Promise<V1Output<P, M>> {
    const target = v1Target(path, input);
    const { body: requestBody, contentType } = v1Body(input);
    const headers = new Headers(init?.headers);
    if (contentType) headers.set('content-type', contentType);
    const response = await transport()(target, { method, headers, body: requestBody });
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: reported below
    }
    if (!response.ok) {
      const message = (body as { error?: string } | undefined)?.error ?? `HTTP ${response.status}`;
      throw new V1Error(response.status, message, target);
    }
    return body as V1Output<P, M>;
  }

  /** null for a 404, the value otherwise */
  async function maybe<T>(request: Promise<T>): Promise<T | null> {
    try {
      return await request;
    } catch (error) {
      if (error instanceof V1Error && error.status === 404) return null;
      throw error;
    }
  }

  const id = (value: number) => ({ param: { id: value } });

  return {
    moto: {
      search: (query: Partial<MotoSearchQuery> = {}) => call('GET', '/moto/annonce', { query }),
      accueil: (limit?: number) => call('GET', '/moto/annonce-accueil', { query: { limit } }),
      annonce: (listing: number) => maybe(call('GET', '/moto/annonce/:id', id(listing))),
      detail: (listing: number) => maybe(call('GET', '/moto/detail/:id', id(listing))),
      disponibilite: (listing: number) => maybe(call('GET', '/moto/disponibilite/:id', id(listing))),
      boutique: (idutilisateur: number, page: { page?: number; limit?: number } = {}) =>
        maybe(call('GET', '/moto/boutique/:id', { param: { id: idutilisateur }, query: page })),
      similaires: (marque: string, listing: number, limit?: number) =>
        call('GET', '/moto/similaires/:marque/:id', { param: { marque, id: listing }, query: { limit } }),
      incrementerVues: (listing: number) => call('POST', '/moto/incrementer-vues/:id', id(listing)),
      incrementerReach: (listing: number) => call('POST', '/moto/incrementer-reach/:id', id(listing)),
      /** counts the contact; the seller's number */
      contact: (listing: number, canal: ContactChannel) => call('POST', '/moto/contact/:id', { param: { id: listing }, json: { canal } }),
      prixMarche: (query: { marque: string; modele: string; annee: number; kilometrage?: number | null; exclure?: number }) =>
        call('GET', '/moto/prix-marche', { query: { ...query, annee: String(query.annee) } }),
    },
    equipement: {
      search: (query: Partial<EquipementSearchQuery> = {}) => call('GET', '/equipement/annonce', { query }),
      accueil: (type: EquipmentType, limit?: number) => call('GET', '/equipement/annonce-accueil/:type', { param: { type }, query: { limit } }),
      annonce: (listing: number) => maybe(call('GET', '/equipement/annonce/:id', id(listing))),
      detail: (listing: number) => maybe(call('GET', '/equipement/detail/:id', id(listing))),
      disponibilite: (listing: number) => maybe(call('GET', '/equipement/disponibilite/:id', id(listing))),
      boutique: (idutilisateur: number, type: EquipmentType | 'tous', page: { page?: number; limit?: number } = {}) =>
        maybe(call('GET', '/equipement/boutique/:id/:type', { param: { id: idutilisateur, type }, query: page })),
      categories: (type: EquipmentType) => call('GET', '/equipement/categories/:type', { param: { type } }),
      /** the sizes of published tyres, the most listed first */
      taillesPneu: (query: { min?: number; limit?: number } = {}) => call('GET', '/equipement/pneu/tailles', { query }),
      /** the reference models that published listings name, the most named first */
      modelesPieces: (query: { min?: number; limit?: number } = {}) => call('GET', '/equipement/pieces/modeles', { query }),
      /** the reference model of a parts page, with how many listings name it; null: no such model */
      modelePieces: (marqueSlug: string, modeleSlug: string) =>
        maybe(call('GET', '/equipement/pieces/modele/:marque/:modele', { param: { marque: marqueSlug, modele: modeleSlug } })),
      incrementerVues: (listing: number) => call('POST', '/equipement/incrementer-vues/:id', id(listing)),
      contact: (listing: number, canal: ContactChannel) => call('POST', '/equipement/contact/:id', { param: { id: listing }, json: { canal } }),
    },
    marque: {
      list: (type?: BrandType) => call('GET', '/marque', { query: { type } }),
      detail: (key: string | number) => maybe(call('GET', '/marque/detail/:id', { param: { id: key } })),
      active: () => call('GET', '/marque/active'),
      home: () => call('GET', '/marque/home'),
      modeles: () => call('GET', '/marque/modeles'),
    },
    ville: {
      villes: () => call('GET', '/ville/villes'),
    },
    parametrage: {
      /** the value, or null when the setting does not exist */
      get: async (name: string) => (await maybe(call('GET', '/parametrage/:name', { param: { name } })))?.valeur ?? null,
    },
    packsponsoring: {
      packs: () => call('GET', '/packsponsoring/packs'),
      type: (type: ListingKind) => call('GET', '/packsponsoring/type/:type', { param: { type } }),
      pack: (pack: number) => maybe(call('GET', '/packsponsoring/:id', id(pack))),
    },
    sponsoring: {
      running: (type: ListingKind) => call('GET', '/sponsoring/type/:type', { param: { type } }),
      status: (type: ListingKind, idAnnonce: number) => call('GET', '/sponsoring/status', { query: { type, idAnnonce } }),
    },
    premiumads: {
      list: (query: { page?: string; device?: AdDevice; emplacement?: AdPlacement; limit?: number }) => call('GET', '/premiumads', { query }),
      reach: (ad: number) => call('POST', '/premiumads/:id/reach', id(ad)),
      click: (ad: number) => call('POST', '/premiumads/:id/click', id(ad)),
    },
    recherche: {
      /** every type at once: counts, and the first listings of the type with the most */
      tous: (q: string, limit?: number) => call('GET', '/recherche', { query: { q, limit } }),
      /** the brand or model closest to words that found nothing */
      proche: (q: string) => call('GET', '/recherche/proche', { query: { q } }),
    },
    modele: {
      page: (marqueSlug: string, modeleSlug: string) =>
        maybe(call('GET', '/moto/modele/:marque/:modele', { param: { marque: marqueSlug, modele: modeleSlug } })),
      /** the models that have a page, of a brand (its slug) or all */
      liste: (marqueSlug?: string) => call('GET', '/moto/modeles', { query: { marque: marqueSlug } }),
    },
    sitemap: {
      index: () => call('GET', '/sitemap'),
      motos: (chunk: number) => call('GET', '/sitemap/moto/:chunk', { param: { chunk } }),
      equipements: (chunk: number) => call('GET', '/sitemap/equipement/:chunk', { param: { chunk } }),
      boutiques: () => call('GET', '/sitemap/boutiques'),
    },
    utilisateur: {
      boutique: (user: number) => maybe(call('GET', '/utilisateur/boutique/:id', id(user))),
      boutiquesAccueil: (limit?: number) => call('GET', '/utilisateur/boutiques-accueil', { query: { limit } }),
      info: (user: number) => maybe(call('GET', '/utilisateur/info/:id', id(user))),
    },
    /** The caller's own account (needs a transport that sends their bearer). */
    compte: {
      details: () => call('GET', '/utilisateur/details'),
      notifications: () => call('GET', '/utilisateur/notifications'),
      notificationPreferences: () => call('GET', '/utilisateur/notifications/preferences'),
      userByToken: () => call('POST', '/utilisateur/user-by-token'),
      /** Mes Annonces: motos and equipment together */
      mesAnnonces: (page: { page?: number; itemsPerPage?: number } = {}) => call('GET', '/utilisateur/mes-annonces', { query: page }),
      moto: (listing: number) => maybe(call('GET', '/moto/utilisateur/annonce/:id', id(listing))),
      equipement: (listing: number) => maybe(call('GET', '/equipement/utilisateur/annonce/:id', id(listing))),
      paiement: (oid: string) => maybe(call('GET', '/payment/:oid', { param: { oid } })),
      /** Mes alertes: my saved searches and what they found */
      alertes: () => call('GET', '/alertes'),
      /** Mes Ads */
      sponsorings: (page: { page?: number; itemsPerPage?: number } = {}) => call('GET', '/sponsoring/utilisateur', { query: page }),
      /** one of my sponsorings with its payments (its receipt) */
      sponsoring: (sponsoring: number) => maybe(call('GET', '/sponsoring/:id', id(sponsoring))),
    },
    /** What a renewal link from an expiry notice renews (the token is its only key). */
    prolongation: {
      lien: (jeton: string) => call('GET', '/prolongation', { query: { jeton } }),
    },
    /** The caller's favourites: an account's (bearer) or a device guest's (x-guest-id). */
    favoris: {
      liste: () => call('GET', '/favoris'),
      ajouter: (type: ListingKind, listing: number) => call('PUT', '/favoris/:type/:id', { param: { type, id: listing } }),
      retirer: (type: ListingKind, listing: number) => call('DELETE', '/favoris/:type/:id', { param: { type, id: listing } }),
    },
    /** My garage (the visitor's: an account's bearer or a device's guest id). */
    garage: {
      liste: () => call('GET', '/garage'),
    },
    /** The back office (an admin's bearer). */
    admin: {
      recherches: () => call('GET', '/admin/recherches'),
      acheteurs: () => call('GET', '/admin/acheteurs'),
      /** the backups, WAL archiving and the last restore test */
      sauvegardes: () => call('GET', '/admin/sauvegardes'),
      /** how often admins confirmed or rejected each risk signal */
      signauxRisque: () => call('GET', '/admin/signaux-risque'),
      annonces: (query: { etat?: ListingState; type?: ListingKind; page?: number; limit?: number }) => call('GET', '/admin/annonces', { query }),
      annonce: (kind: ListingKind, listing: number) =>
        maybe(kind === 'moto' ? call('GET', '/moto/admin/annonce/:id', id(listing)) : call('GET', '/equipement/admin/annonce/:id', id(listing))),
      annoncesUtilisateur: (kind: ListingKind, idutilisateur: number, page: { page?: number; itemsPerPage?: number } = {}) =>
        call('GET', `/${kind}/annonces-utilisateur-admin`, { query: { idutilisateur, ...page } }),
      listingStats: (kind: ListingKind) => call('GET', `/${kind}/stats`),
      users: (query: { type?: AdminUser['role']; q?: string; page?: number; limit?: number }) => call('GET', '/utilisateur/admin/users', { query }),
      user: (user: number) => maybe(call('GET', '/utilisateur/admin/user/:id', id(user))),
      userStats: () => call('GET', '/utilisateur/admin/stats'),
      sponsorings: (query: { etat?: SponsoringState; type?: ListingKind; idutilisateur?: number; page?: number; limit?: number }) =>
        call('GET', '/sponsoring', { query }),
      sponsoringStats: () => call('GET', '/sponsoring/admin/stats'),
      /** payments approved while nothing was due, not captured, to release at CMI */
      paiementsARembourser: (query: { page?: number; limit?: number } = {}) => call('GET', '/payment/admin/doublons', { query }),
      audit: (query: { objet_type?: string; objet_id?: number; page?: number; limit?: number } = {}) => call('GET', '/admin/audit', { query }),
      signalements: (query: { statut?: AdminReport['statut']; spam?: '0' | '1'; idutilisateur?: number; page?: number; limit?: number } = {}) =>
        call('GET', '/admin/signalements', { query }),
      messages: (query: { traite?: '0' | '1'; page?: number; limit?: number } = {}) => call('GET', '/admin/messages', { query }),
      packs: () => call('GET', '/packsponsoring/admin'),
      campagnes: () => call('GET', '/premiumads/admin/campagnes'),
      setting: (name: string) => maybe(call('GET', '/parametrage/:name', { param: { name } })),
      /** the scam expressions the risk assessment looks for */
      motsArnaque: () => call('GET', '/admin/mots-arnaque'),
    },
  };
}

export type V1Client = ReturnType<typeof createV1Client>;
