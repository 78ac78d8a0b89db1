/** Shared words and parsing of the back office (browser-safe). */
import type { ListingKind, ListingState } from './listing-types';

/** The reasons a moderator picks from most days; anything else is written by hand. */
export const REFUSAL_REASONS = [
  'Photos floues, trop petites ou sans rapport avec l’annonce.',
  'Prix manifestement faux ou trompeur.',
  'Annonce en double : cet article est déjà en ligne.',
  'Coordonnées ou lien dans le titre ou la description.',
  'Article interdit ou sans rapport avec la moto.',
  'Description insuffisante : précisez l’état et les caractéristiques.',
] as const;

export const MODERATION_STATES: { etat: ListingState; label: string }[] = [
  { etat: 'en_attente', label: 'En attente' },
  { etat: 'publiee', label: 'Publiées' },
  { etat: 'refusee', label: 'Refusées' },
  { etat: 'vendue', label: 'Vendues' },
  { etat: 'desactivee', label: 'Désactivées' },
  { etat: 'expiree', label: 'Expirées' },
];

/** "moto-12" → { kind, id }, or null. */
export function parseListingKey(key: string | undefined | null): { kind: ListingKind; id: number } | null {
  const match = /^(moto|equipement)-(\d{1,10})$/.exec(key ?? '');
  return match ? { kind: match[1] as ListingKind, id: Number(match[2]) } : null;
}

export const listingKey = (listing: { kind: ListingKind; id: number }) => `${listing.kind}-${listing.id}`;

/** "il y a 3 jours" style age of an account or a listing, in French. */
export function ageInWords(date: string | Date, now = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(date).getTime()) / 86_400_000);
  if (days < 1) return 'aujourd’hui';
  if (days < 2) return 'hier';
  if (days < 31) return `il y a ${days} jours`;
  const months = Math.floor(days / 30.4);
  if (months < 12) return `il y a ${months} mois`;
  const years = Math.floor(days / 365.25);
  return `il y a ${years} an${years > 1 ? 's' : ''}`;
}

/** What waits for the admins (null: the count could not be read). */
export interface AdminWaiting {
  pending: number | null;
  reports: number | null;
  unread: number | null;
}

/** Admin lists show 10 a page (spec: admin lists default to limit 10), or what the admin picks. */
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export const ADMIN_PAGE_SIZE = ADMIN_PAGE_SIZES[0];

/** The page size from an admin page's query string (?limit=): one of ADMIN_PAGE_SIZES, else 10. */
export function adminPageSize(value: string | string[] | undefined): number {
  const size = Number(Array.isArray(value) ? value[0] : value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : ADMIN_PAGE_SIZE;
}

/**
 * The address of a back office list: its path and the values set, page 1 and the default page
 * size left out (so that the plain address is the usual view).
 */
export function adminListHref(path: string, values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    if (key === 'limit' && Number(value) === ADMIN_PAGE_SIZE) continue;
    query.set(key, String(value));
  }
  return `${path}${query.size ? `?${query}` : ''}`;
}
