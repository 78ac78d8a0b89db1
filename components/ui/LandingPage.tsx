/** What the landing pages of search engines share (a model's, a tyre size's, a model's parts). */
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/seo';
import { Breadcrumbs } from './Breadcrumbs';
import { PillLinks, type PillLink } from './PillLinks';

/** Where the page sits, its heading and what it holds in a sentence (and more below, if given). */
export function LandingHeader({
  crumbs,
  locale,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  locale: Locale;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-muted">{lead}</p>
        {children}
      </header>
    </>
  );
}

/** The other pages of the kind, as pills with their counts (the other sizes, the other models). */
export function OtherPages({ id, title, links }: { id: string; title: string; links: PillLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="card p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <PillLinks className="mt-3" links={links} />
    </nav>
  );
}
