/**
 * The spec's signed-in menu, in one place for the header and the account pages: Mes Annonces,
 * Mes Ads, '+ Deposer une annonce' (particulier and boutique only), Mon Profil (an admin's is
 * /compte/admin), Securite. The account pages' tabs add the buyer's alerts and favourites, and Notifications.
 */
import type { Role } from './schemas/account';
import { ALERTS_URL, FAVOURITES_URL, POST_LISTING_URL } from './navigation';

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

/** The tabs of the account pages: the spec's menu, Mes alertes, Mes favoris, and Notifications (beside Securite). */
export function accountTabs(role: Role | null): AccountLink[] {
  const links = accountLinks(role);
  links.splice(
    links.length - 1,
    0,
    { href: ALERTS_URL, label: 'Mes alertes' },
    { href: FAVOURITES_URL, label: 'Mes favoris' },
    { href: '/compte/notifications', label: 'Notifications' },
  );
  return links;
}
