import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo';
import { translator } from '@/server/i18n';
import { JsonLd } from '../seo/JsonLd';

/** The first crumb of every page: the home page, in the page's language. */
export function homeCrumb(locale: Locale): Crumb {
  return { label: translator(locale, 'lists')('breadcrumbHome'), href: localePath(locale, '/') };
}

/** Where the page sits, for people and (as BreadcrumbList) for search engines. */
export function Breadcrumbs({ crumbs, locale = 'fr' }: { crumbs: Crumb[]; locale?: Locale }) {
  return (
    <nav aria-label={translator(locale, 'lists')('breadcrumbs')} className="py-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
            {i > 0 ? (
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ›
              </span>
            ) : null}
            {crumb.href && i < crumbs.length - 1 ? (
              <Link href={crumb.href} className="hover:text-ink hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className="text-ink" dir="auto">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </nav>
  );
}
