/**
 * The typed v1 client: one function per public v1 read, returning the contracts of lib/schemas.
 * A 404 on a single resource gives null; any other failure throws a V1Error.
 */
import type { BrandType, ContactChannel, EquipmentType, ListingKind } from '../listing-types';
import type { Paginated } from '../schemas/common';
import type {
  EquipementAnnonce,
  EquipementCard,
  EquipementDetail,
  EquipementSearchQuery,
  MotoAnnonce,
  MotoCard,
  MotoDetail,
  MotoSearchQuery,
  SellerPhone,
} from '../schemas/listings';
import type { AdDevice, AdPlacement, PremiumAd } from '../schemas/premium-ads';
import type { Categorie, Marque, MarqueDetail, Ville } from '../schemas/reference';
import type { MySponsoringPage, Pack, PaymentStatus, SponsoredListing, SponsoringDetail, SponsoringStatus } from '../schemas/sponsoring';
import type { SitemapIndex, SitemapListing, SitemapShop } from '../schemas/sitemap';
import type { Boutique, UtilisateurInfo } from '../schemas/users';
import type { AccountDetails, Role } from '../schemas/account';
import type { NotificationList, NotificationPreferences } from '../schemas/notifications';
import type { OwnerEquipement, OwnerListingPage, OwnerMoto } from '../schemas/listing-write';
import type { PriceGuide } from '../price-guide';
import type { AdminCampaign } from '../schemas/admin-ads';
import type { AdminContactPage, AdminReport, ReportedListingPage } from '../schemas/admin-reports';
import type { AdminPack } from '../schemas/admin-settings';
import type { AdminListingDetail, AdminListingPage, AdminUser, AdminUserPage, ListingStats, UserStats } from '../schemas/admin';
import type { AuditPage } from '../schemas/audit';
import type { AdminSponsoringPage, PaymentToReleasePage, SponsoringStats } from '../schemas/sponsoring';
import type { ListingState, SponsoringState } from '../listing-types';
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

type QueryValue = string | number | boolean | undefined | null;

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function createV1Client(transport: () => V1Transport) {
  async function call<T>(method: string, path: string, init?: { query?: Record<string, QueryValue>; body?: unknown; headers?: HeadersInit }): Promise<T> {
    const target = withQuery(path, init?.query);
    const headers = new Headers(init?.headers);
    if (init?.body !== undefined) headers.set('content-type', 'application/json');
    const response = await transport()(target, {
      method,
      headers,
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
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
    return body as T;
  }

  const get = <T>(path: string, query?: Record<string, QueryValue>) => call<T>('GET', path, { query });

  /** null for a 404, the value otherwise */
  async function maybe<T>(request: Promise<T>): Promise<T | null> {
    try {
      return await request;
    } catch (error) {
      if (error instanceof V1Error && error.status === 404) return null;
      throw error;
    }
  }

  const enc = encodeURIComponent;

  return {
    moto: {
      search: (query: Partial<MotoSearchQuery> = {}) => get<Paginated<MotoCard>>('/moto/annonce', query),
      accueil: (limit?: number) => get<MotoCard[]>('/moto/annonce-accueil', { limit }),
      annonce: (id: number) => maybe(get<MotoAnnonce>(`/moto/annonce/${id}`)),
      detail: (id: number) => maybe(get<MotoDetail>(`/moto/detail/${id}`)),
      boutique: (idutilisateur: number, page?: { page?: number; limit?: number }) => maybe(get<Paginated<MotoCard>>(`/moto/boutique/${idutilisateur}`, page)),
      similaires: (marque: string, id: number, limit?: number) => get<MotoCard[]>(`/moto/similaires/${enc(marque)}/${id}`, { limit }),
      incrementerVues: (id: number) => call<{ vues: number }>('POST', `/moto/incrementer-vues/${id}`),
      incrementerReach: (id: number) => call<{ reach: number }>('POST', `/moto/incrementer-reach/${id}`),
      /** counts the contact; the seller's number */
      contact: (id: number, canal: ContactChannel, headers?: HeadersInit) => call<SellerPhone>('POST', `/moto/contact/${id}`, { body: { canal }, headers }),
      prixMarche: (query: { marque: string; modele: string; annee: number; kilometrage?: number | null; exclure?: number }) =>
        get<PriceGuide>('/moto/prix-marche', query),
    },
    equipement: {
      search: (query: Partial<EquipementSearchQuery> = {}) => get<Paginated<EquipementCard>>('/equipement/annonce', query),
      accueil: (type: EquipmentType, limit?: number) => get<EquipementCard[]>(`/equipement/annonce-accueil/${type}`, { limit }),
      annonce: (id: number) => maybe(get<EquipementAnnonce>(`/equipement/annonce/${id}`)),
      detail: (id: number) => maybe(get<EquipementDetail>(`/equipement/detail/${id}`)),
      boutique: (idutilisateur: number, type: EquipmentType | 'tous', page?: { page?: number; limit?: number }) =>
        maybe(get<Paginated<EquipementCard>>(`/equipement/boutique/${idutilisateur}/${type}`, page)),
      categories: (type: EquipmentType) => get<Categorie[]>(`/equipement/categories/${type}`),
      incrementerVues: (id: number) => call<{ vues: number }>('POST', `/equipement/incrementer-vues/${id}`),
      contact: (id: number, canal: ContactChannel, headers?: HeadersInit) =>
        call<SellerPhone>('POST', `/equipement/contact/${id}`, { body: { canal }, headers }),
    },
    marque: {
      list: (type?: BrandType) => get<Marque[]>('/marque', { type }),
      detail: (key: string | number) => maybe(get<MarqueDetail>(`/marque/detail/${enc(String(key))}`)),
      active: () => get<Marque[]>('/marque/active'),
      home: () => get<Marque[]>('/marque/home'),
    },
    ville: {
      villes: () => get<Ville[]>('/ville/villes'),
    },
    parametrage: {
      /** the value, or null when the setting does not exist */
      get: async (name: string) => (await maybe(get<{ valeur: string }>(`/parametrage/${enc(name)}`)))?.valeur ?? null,
    },
    packsponsoring: {
      packs: () => get<Pack[]>('/packsponsoring/packs'),
      type: (type: ListingKind) => get<Pack[]>(`/packsponsoring/type/${type}`),
      pack: (id: number) => maybe(get<Pack>(`/packsponsoring/${id}`)),
    },
    sponsoring: {
      running: (type: ListingKind) => get<SponsoredListing[]>(`/sponsoring/type/${type}`),
      status: (type: ListingKind, idAnnonce: number) => get<SponsoringStatus>('/sponsoring/status', { type, idAnnonce }),
    },
    premiumads: {
      list: (query: { page?: string; device?: AdDevice; emplacement?: AdPlacement; limit?: number }) => get<PremiumAd[]>('/premiumads', query),
      reach: (id: number) => call<{ reach: number; clics: number }>('POST', `/premiumads/${id}/reach`),
      click: (id: number) => call<{ reach: number; clics: number }>('POST', `/premiumads/${id}/click`),
    },
    sitemap: {
      index: () => get<SitemapIndex>('/sitemap'),
      motos: (chunk: number) => get<SitemapListing[]>(`/sitemap/moto/${chunk}`),
      equipements: (chunk: number) => get<SitemapListing[]>(`/sitemap/equipement/${chunk}`),
      boutiques: () => get<SitemapShop[]>('/sitemap/boutiques'),
    },
    utilisateur: {
      boutique: (id: number) => maybe(get<Boutique>(`/utilisateur/boutique/${id}`)),
      boutiquesAccueil: (limit?: number) => get<Boutique[]>('/utilisateur/boutiques-accueil', { limit }),
      info: (id: number) => maybe(get<UtilisateurInfo>(`/utilisateur/info/${id}`)),
    },
    /** The caller's own account (needs a transport that sends their bearer). */
    compte: {
      details: () => get<AccountDetails>('/utilisateur/details'),
      notifications: () => get<NotificationList>('/utilisateur/notifications'),
      notificationPreferences: () => get<NotificationPreferences>('/utilisateur/notifications/preferences'),
      userByToken: () => call<{ role: Role; idutilisateur: number; nom: string; prenom: string }>('POST', '/utilisateur/user-by-token'),
      /** Mes Annonces: motos and equipment together */
      mesAnnonces: (page?: { page?: number; itemsPerPage?: number }) => get<OwnerListingPage>('/utilisateur/mes-annonces', page),
      moto: (id: number) => maybe(get<OwnerMoto>(`/moto/utilisateur/annonce/${id}`)),
      equipement: (id: number) => maybe(get<OwnerEquipement>(`/equipement/utilisateur/annonce/${id}`)),
      paiement: (oid: string) => maybe(get<PaymentStatus>(`/payment/${enc(oid)}`)),
      /** Mes Ads */
      sponsorings: (page?: { page?: number; itemsPerPage?: number }) => get<MySponsoringPage>('/sponsoring/utilisateur', page),
      /** one of my sponsorings with its payments (its receipt) */
      sponsoring: (id: number) => maybe(get<SponsoringDetail>(`/sponsoring/${id}`)),
    },
    /** The back office (an admin's bearer). */
    admin: {
      annonces: (query: { etat?: ListingState; type?: ListingKind; page?: number; limit?: number }) => get<AdminListingPage>('/admin/annonces', query),
      annonce: (kind: ListingKind, id: number) => maybe(get<AdminListingDetail>(`/${kind}/admin/annonce/${id}`)),
      annoncesUtilisateur: (kind: ListingKind, idutilisateur: number, page?: { page?: number; itemsPerPage?: number }) =>
        get<AdminListingPage>(`/${kind}/annonces-utilisateur-admin`, { idutilisateur, ...page }),
      listingStats: (kind: ListingKind) => get<ListingStats>(`/${kind}/stats`),
      users: (query: { type?: AdminUser['role']; q?: string; page?: number; limit?: number }) => get<AdminUserPage>('/utilisateur/admin/users', query),
      user: (id: number) => maybe(get<AdminUser>(`/utilisateur/admin/user/${id}`)),
      userStats: () => get<UserStats>('/utilisateur/admin/stats'),
      sponsorings: (query: { etat?: SponsoringState; type?: ListingKind; idutilisateur?: number; page?: number; limit?: number }) =>
        get<AdminSponsoringPage>('/sponsoring', query),
      sponsoringStats: () => get<SponsoringStats>('/sponsoring/admin/stats'),
      /** payments approved while nothing was due, not captured, to release at CMI */
      paiementsARembourser: (query: { page?: number; limit?: number } = {}) => get<PaymentToReleasePage>('/payment/admin/doublons', query),
      audit: (query: { objet_type?: string; objet_id?: number; page?: number; limit?: number } = {}) => get<AuditPage>('/admin/audit', query),
      signalements: (query: { statut?: AdminReport['statut']; spam?: '0' | '1'; idutilisateur?: number; page?: number; limit?: number } = {}) =>
        get<ReportedListingPage>('/admin/signalements', query),
      messages: (query: { traite?: '0' | '1'; page?: number; limit?: number } = {}) => get<AdminContactPage>('/admin/messages', query),
      packs: () => get<AdminPack[]>('/packsponsoring/admin'),
      campagnes: () => get<AdminCampaign[]>('/premiumads/admin/campagnes'),
      setting: (name: string) => maybe(get<{ valeur: string }>(`/parametrage/${enc(name)}`)),
    },
  };
}

export type V1Client = ReturnType<typeof createV1Client>;
