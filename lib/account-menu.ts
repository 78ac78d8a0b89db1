/**
 * The spec's signed-in menu, in one place for the header and the account pages: Mes Annonces,
 * Mes Ads, '+ Deposer une annonce' (particulier and boutique only), Mon Profil (an admin's is
 * /compte/admin), Securite. The account pages' tabs (account-tabs.ts) add more.
 */
import type { Role } from './schemas/account';
import { POST_LISTING_URL } from './navigation';

export interface AccountLink {
  href: string;
  label: string;
}

export function accountLinks(role: Role | null): AccountLink[] {
  return [
    { href: '/compte/annonce', label: 'Mes Annonces' },
    { href: '/compte/ads', label: 'Mes Ads' },
    ...(role === 'admin' ? [] : [{ href: POST_LISTING_URL, label: '+ Deposer une annonce' }]),
    { href: role === 'admin' ? '/compte/admin' : '/compte', label: 'Mon Profil' },
    { href: '/compte/securite', label: 'Securite' },
  ];
}
