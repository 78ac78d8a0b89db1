import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/seo';
import { Breadcrumbs, homeCrumb } from '../ui/Breadcrumbs';

/** A page of text: breadcrumbs, title, lead paragraph, body. */
export function ContentPage({
  title,
  lead,
  crumbs,
  locale = 'fr',
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={crumbs ?? [homeCrumb(locale), { label: title }]} locale={locale} />
      <article className="card p-5 sm:p-8">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p> : null}
        <div className="prose-page mt-6">{children}</div>
      </article>
    </div>
  );
}
