import type { ReactNode } from 'react';
import { Breadcrumbs, homeCrumb } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import type { Locale } from '@/lib/i18n/locales';

/** A directory under the home (the brands, the shops): its crumb, title and lead, then its entries, or why there are none. */
export function DirectoryPage({
  locale,
  crumb,
  title,
  lead,
  empty,
  children,
}: {
  locale: Locale;
  crumb: string;
  title: string;
  lead: string;
  /** shown instead of the entries when there are none */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[homeCrumb(locale), { label: crumb }]} locale={locale} />
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      <p className="mb-6 mt-2 max-w-3xl text-muted">{lead}</p>
      {empty ? <EmptyState title={empty} /> : children}
    </div>
  );
}
