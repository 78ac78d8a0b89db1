import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Page numbers around the current one, with gaps: 1 … 4 5 [6] 7 8 … 40 */
export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - sorted[i - 1]! > 1) result.push('gap');
    result.push(page);
  }
  return result;
}

/** Links to the other pages of a list; `hrefFor` builds a page's URL with the current filters. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  locale = 'fr',
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  locale?: Locale;
}) {
  const t = translator(locale, 'listFilters');
  if (totalPages <= 1) return null;
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev" className={`${item} bg-white ring-1 ring-line hover:bg-canvas`}>
              <ChevronLeftIcon className="rtl:rotate-180" /> <span className="sr-only sm:not-sr-only">{t('previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageNumbers(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: String(p) })}
                className={`${item} ${p === page ? 'bg-brand text-white' : 'bg-white ring-1 ring-line hover:bg-canvas'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} rel="next" className={`${item} bg-white ring-1 ring-line hover:bg-canvas`}>
              <span className="sr-only sm:not-sr-only">{t('next')}</span> <ChevronRightIcon className="rtl:rotate-180" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
