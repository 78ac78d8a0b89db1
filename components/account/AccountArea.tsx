/** The frame of the account pages in a language (app/[locale]/compte): the tabs, then the page. */
import type { ReactNode } from 'react';
import { accountTabs } from '@/lib/account-tabs';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { AccountNav } from './AccountNav';

/** Each tab's key in the catalogue (messages: account.tabs). */
const TAB_KEYS: Record<string, string> = {
  '/compte/annonce': 'listings',
  '/compte/ads': 'ads',
  '/compte/vendre': 'post',
  '/compte': 'profile',
  '/compte/admin': 'profile',
  '/compte/securite': 'security',
  '/compte/alertes': 'alerts',
  '/favoris': 'favourites',
  '/compte/notifications': 'notifications',
};

export async function AccountArea({ locale, children }: { locale: Locale; children: ReactNode }) {
  const session = await requireSession(locale === 'fr' ? '/compte' : '/ar/compte/vendre');
  const t = translator(locale, 'account');
  // French keeps the spec's own labels; another language reads them from the catalogue.
  const tabs = accountTabs(session.role).map((tab) => ({
    href: localeHref(locale, tab.href),
    label: locale === 'fr' || !TAB_KEYS[tab.href] ? tab.label : t(`tabs.${TAB_KEYS[tab.href]}` as Parameters<typeof t>[0]),
  }));
  return (
    <div className="container-page space-y-6 py-6">
      <AccountNav tabs={tabs} label={t('nav')} />
      {children}
    </div>
  );
}
