/** The frame of the account pages in a language (app/[locale]/compte): the tabs, then the page. */
import type { ReactNode } from 'react';
import { accountTabs } from '@/lib/account-tabs';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { AccountNav } from './AccountNav';

export async function AccountArea({ locale, children }: { locale: Locale; children: ReactNode }) {
  const session = await requireSession(locale === 'fr' ? '/compte' : '/ar/compte/vendre');
  const t = translator(locale, 'account');
  const name = translator(locale, 'accountTabs');
  const tabs = accountTabs(session.role).map((tab) => ({ href: localeHref(locale, tab.href), label: name(tab.key) }));
  return (
    <div className="container-page space-y-6 py-6">
      <AccountNav tabs={tabs} label={t('nav')} />
      {children}
    </div>
  );
}
