/**
 * Search alerts without zod (the list pages' 'Créer une alerte' link loads this): the types an
 * alert follows, its limits and its messages. The v1 contract is lib/schemas/alerts.ts.
 */
import { canonicalListPath } from './listing-pages';
import { LISTING_URL_TYPES, type ListingUrlType } from './listing-types';
import { filtersToQuery, type ListingFilters } from './search';
import { errorCodes } from './errors';

export const MAX_ALERTS = 20;
/** How many of the listings each alert found /compte/alertes shows. */
export const ALERT_RECENT_LISTINGS = 5;

/** The listing types an alert follows, or 'tous' (the search of every type, /recherche). */
export const ALERT_TYPES = [...LISTING_URL_TYPES, 'tous'] as const;
export type AlertType = ListingUrlType | 'tous';

export const ALERT_FREQUENCIES = ['instant', 'quotidien'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_MESSAGES = {
  limit: `Vous avez déjà ${MAX_ALERTS} alertes : supprimez-en une pour en créer une autre.`,
  notFound: 'Alerte introuvable.',
  nom: 'Le nom de l’alerte doit faire entre 1 et 80 caractères.',
  type: 'Le type d’annonce de l’alerte est invalide.',
  frequence: 'La fréquence doit valoir instant ou quotidien.',
  empty: 'Rien à modifier.',
  taille: 'Le critère taille doit être la clé d’une taille de pneu : 120-70-17.',
  compatible: 'Le critère moto doit être un modèle de la liste des motos.',
  annee: 'Le critère année doit être une année de 1950 à 2100, avec une moto.',
} as const;
export const ALERT_ERRORS = /* @__PURE__ */ errorCodes('alert', ALERT_MESSAGES);

/** Where an alert's search shows its results: its list page with its filters, or /recherche. */
export function alertSearchUrl(type: AlertType, search: Partial<ListingFilters>): string {
  if (type === 'tous') return `/recherche${filtersToQuery({ q: search.q })}`;
  return `${canonicalListPath(type)}${filtersToQuery(search)}`;
}
