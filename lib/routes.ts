/** URL builders for the site's routes (spec, section 2) and for photos. */
import { UPLOADS_HOST } from './uploads-host';
import { isListingUrlType, type ListingUrlType } from './listing-types';

/** Photo paths that don't start with http are served from the uploads host under /uploads/ (spec). */
export function photoUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${UPLOADS_HOST}/uploads/${path.replace(/^\/+/, '')}`;
}

/** The title part of a detail URL: spaces replaced by dashes (spec), the rest URL-encoded. */
export function titleSlug(titre: string | null | undefined): string {
  const dashed = (titre ?? '').trim().replace(/\s+/g, '-');
  return dashed ? encodeURIComponent(dashed) : 'default-title';
}

/** /annonce/detail-{type}/{title}/{id}; without a title, /annonce/detail-{type}/default-title/0. */
export function listingDetailUrl(type: ListingUrlType, titre?: string | null, id?: number | null): string {
  if (!titre || !id) return `/annonce/detail-${type}/default-title/0`;
  return `/annonce/detail-${type}/${titleSlug(titre)}/${id}`;
}

/** The URL type of a detail page segment ("detail-pneu" → "pneu"), or null. */
export function detailUrlType(segment: string): ListingUrlType | null {
  const type = segment.startsWith('detail-') ? segment.slice('detail-'.length) : '';
  return isListingUrlType(type) ? type : null;
}

export function listingListUrl(type: ListingUrlType, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/annonce/${type}${search ? `?${search}` : ''}`;
}

export const brandUrl = (nomMarque: string) => `/motos-neuves/${encodeURIComponent(nomMarque.toLowerCase())}`;
/** The search of every listing type for some words. */
export const searchUrl = (q: string) => `/recherche?q=${encodeURIComponent(q)}`;
/** The page of a model with its market price: /motos-a-vendre/yamaha/mt-07. */
export const modelUrl = (marqueSlug: string, modeleSlug: string) => `/motos-a-vendre/${marqueSlug}/${modeleSlug}`;

/** The page of the tyres of one size, by its key (lib/tyre-sizes.ts tyreSizeKey): /pneus/120-70-17. */
export const tyreSizeUrl = (key: string) => `/pneus/${key}`;

/** The page of what fits a reference model, by its brand's and its own URL keys: /pieces/yamaha/mt-07. */
export const partModelUrl = (marqueSlug: string, modeleSlug: string) => `/pieces/${marqueSlug}/${modeleSlug}`;
export const shopUrl = (idutilisateur: number) => `/annonceur/boutique/${idutilisateur}`;
export const reportUrl = (kind: 'moto' | 'equipement', id: number) => `/signaler/${kind}/${id}`;
