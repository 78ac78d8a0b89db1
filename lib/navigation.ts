/** The site's main sections, for the header; `key` names each one's text (messages: sections). */
export const MAIN_SECTIONS = [
  { href: '/motos-a-vendre', key: 'motos' },
  { href: '/annonce/equipement-motard', key: 'riderGear' },
  { href: '/annonce/equipement-moto', key: 'motoGear' },
  { href: '/annonce/piece-rechange', key: 'parts' },
  { href: '/annonce/pneu', key: 'tyres' },
  { href: '/motos-neuves', key: 'brands' },
  { href: '/boutiques', key: 'shops' },
] as const;

export const SIGN_IN_URL = '/auth/signin';
/** Where an account without its profile (a Google sign-up left half-way) finishes its sign-up. */
export const PROFILE_STEP_URL = '/auth/profil';
export const POST_LISTING_URL = '/compte/vendre';
export const MY_LISTINGS_URL = '/compte/annonce';
export const ADS_URL = '/compte/ads';
/** Buying a sponsoring for one of my listings (?annonce=moto-12), its payment's page and its receipt. */
export const SPONSOR_URL = '/compte/ads/sponsoriser';
export const paymentUrl = (oid: string) => `/compte/ads/paiement/${oid}`;
export const receiptUrl = (idsponsoring: number | string) => `/compte/ads/recu/${idsponsoring}`;
export const FAVOURITES_URL = '/favoris';
/** Where a heart posts when the page's scripts have not run (app/[locale]/favoris/coeur). */
export const HEART_FORM_URL = '/favoris/coeur';
export const ALERTS_URL = '/compte/alertes';
/** My garage (a guest's too), and where its forms post (app/[locale]/mon-garage/moto). */
export const GARAGE_URL = '/mon-garage';
export const GARAGE_FORM_URL = '/mon-garage/moto';

/**
 * A whole new page load rather than a client-side navigation: after the session changed (signed
 * in, out, or ended), every server component must read the cookie afresh, and Firebase's state in
 * this page's memory must go.
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
