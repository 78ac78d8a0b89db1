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
