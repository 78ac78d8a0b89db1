/**
 * Which French pages have an Arabic twin so far, and where a link goes from a page in a language.
 * A module of its own, apart from locales.ts: the lazily loaded search suggestions need it, and
 * the scripts every page loads do not.
 */
import { localePath, type Locale } from './locales';

/**
 * The French paths that have an Arabic twin so far. The switch offers Arabic only where it exists,
 * and hreflang and the sitemap pair only these.
 */
export function hasArabicTwin(path: string): boolean {
  const bare = path.split('?')[0];
  return ARABIC_PAGES.has(bare!) || ARABIC_LISTS.test(bare!) || ARABIC_LISTINGS.test(bare!) || ARABIC_CATALOGUE_PAGES.test(bare!);
}

/** Pages with a fixed address. */
const ARABIC_PAGES = new Set([
  '/',
  '/motos-a-vendre',
  '/motos-neuves',
  '/boutiques',
  '/recherche',
  '/auth/signin',
  '/auth/signup',
  '/auth/mot-de-passe-oublie',
  '/auth/profil',
  '/compte/vendre',
  '/compte/annonce',
  '/compte',
  '/compte/notifications',
  '/compte/securite',
  '/compte/alertes',
  '/compte/ads',
  '/compte/ads/sponsoriser',
  '/favoris',
  '/pages/about',
  '/pages/contact',
  '/pages/condition-politique',
  '/pages/conditions-generales-de-vente',
  '/telecharger-app',
  '/premiumads',
  '/sponsoring',
  '/annonce/prolonger',
  '/alertes/desabonner',
]);
/** The lists, /annonce/{type}. */
const ARABIC_LISTS = /^\/annonce\/(?:equipement-motard|equipement-moto|piece-rechange|pneu|moto)$/;
/** A listing's own page, /annonce/detail-{type}/{title}/{id}. */
const ARABIC_LISTINGS = /^\/annonce\/detail-[a-z-]+\/[^/]+\/\d+$/;

/**
 * A brand's page (/motos-neuves/yamaha), a model's (/motos-a-vendre/yamaha/mt-07), a shop's
 * (/annonceur/boutique/12), a listing's report (/signaler/moto/12), a payment's page
 * (/compte/ads/paiement/MM…) and a receipt (/compte/ads/recu/12).
 */
const ARABIC_CATALOGUE_PAGES =
  /^\/(?:motos-neuves\/[^/]+|motos-a-vendre\/[^/]+\/[^/]+|annonceur\/boutique\/\d+|signaler\/(?:moto|equipement)\/\d+|compte\/ads\/(?:paiement\/[A-Z0-9]+|recu\/\d+))$/;

/** Where a link to a French path goes from a page in `locale`: its twin when it has one, else the French page. */
export function localeHref(locale: Locale, path: string): string {
  return locale === 'ar' && hasArabicTwin(path) ? localePath('ar', path) : path;
}
