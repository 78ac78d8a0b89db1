/**
 * The tabs of the account pages, apart from the header's menu (account-menu.ts), whose module every
 * page loads: these ship with the account pages only.
 */
import { accountLinks, type AccountLink } from './account-menu';
import { ALERTS_URL, FAVOURITES_URL, GARAGE_URL } from './navigation';
import type { Role } from './schemas/account';

/** The tabs of the account pages: the spec's menu, Mes alertes, Mes favoris, Mon garage, and Notifications (beside Securite). */
export function accountTabs(role: Role | null): AccountLink[] {
  const links = accountLinks(role);
  links.splice(
    links.length - 1,
    0,
    { href: ALERTS_URL, key: 'alerts' },
    { href: FAVOURITES_URL, key: 'favourites' },
    { href: GARAGE_URL, key: 'garage' },
    { href: '/compte/notifications', key: 'notifications' },
  );
  return links;
}
