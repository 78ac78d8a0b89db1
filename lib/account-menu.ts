/**
 * The spec's signed-in menu, in one place for the header and the account pages: Mes Annonces,
 * Mes Ads, '+ Deposer une annonce' (particulier and boutique only), Mon Profil (an admin's is
 * /compte/admin), Securite. The account pages' tabs (account-tabs.ts) add more. Each link's name is
 * its key in the catalogue's accountTabs, whose French texts are the spec's labels.
 */
import type { Role } from './schemas/account';
import { POST_LISTING_URL } from './navigation';
import type fr from '@/messages/fr.json';

export interface AccountLink {
  /** the French path */
  href: string;
  key: keyof (typeof fr)['accountTabs'];
}

export function accountLinks(role: Role | null): AccountLink[] {
  return [
    { href: '/compte/annonce', key: 'listings' },
    { href: '/compte/ads', key: 'ads' },
    ...(role === 'admin' ? [] : [{ href: POST_LISTING_URL, key: 'post' } as const]),
    { href: role === 'admin' ? '/compte/admin' : '/compte', key: 'profile' },
    { href: '/compte/securite', key: 'security' },
  ];
}
