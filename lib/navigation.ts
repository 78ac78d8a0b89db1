/** The site's main sections, for the header and the footer. */
export const MAIN_SECTIONS = [
  { href: '/motos-a-vendre', label: 'Motos' },
  { href: '/annonce/equipement-motard', label: 'Équipement motard' },
  { href: '/annonce/equipement-moto', label: 'Équipement moto' },
  { href: '/annonce/piece-rechange', label: 'Pièces' },
  { href: '/annonce/pneu', label: 'Pneus' },
  { href: '/motos-neuves', label: 'Marques' },
  { href: '/boutiques', label: 'Boutiques' },
] as const;

export const SIGN_IN_URL = '/auth/signin';
export const POST_LISTING_URL = '/compte/vendre';
export const FAVOURITES_URL = '/favoris';
export const ALERTS_URL = '/compte/alertes';

/**
 * A whole new page load rather than a client-side navigation: after the session changed (signed
 * in, out, or ended), every server component must read the cookie afresh, and Firebase's state in
 * this page's memory must go.
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
