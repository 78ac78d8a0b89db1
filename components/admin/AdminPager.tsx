import Link from 'next/link';
import { ADMIN_PAGE_SIZES } from '@/lib/admin';

/**
 * The foot of a back office list: previous and next page, where we are, and how many a page
 * (10 by default, as the spec's admin lists).
 */
export function AdminPager({
  page,
  totalPages,
  limit,
  hrefFor,
  previous = '← Précédents',
  next = 'Suivants →',
}: {
  page: number;
  totalPages: number;
  limit: number;
  /** the list's address for a page and a page size */
  hrefFor: (page: number, limit: number) => string;
  previous?: string;
  next?: string;
}) {
  return (
    <div className="space-y-2 text-sm">
      {totalPages > 1 ? (
        <p className="flex items-center justify-between">
          {page > 1 ? (
            <Link className="link" href={hrefFor(page - 1, limit)}>
              {previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} / {totalPages}
          </span>
          {page < totalPages ? (
            <Link className="link" href={hrefFor(page + 1, limit)}>
              {next}
            </Link>
          ) : (
            <span />
          )}
        </p>
      ) : null}
      <p className="flex items-center justify-end gap-2 text-muted">
        <span id="par-page">Par page :</span>
        {ADMIN_PAGE_SIZES.map((size) => (
          <Link
            key={size}
            href={hrefFor(1, size)}
            aria-current={size === limit ? 'true' : undefined}
            aria-describedby="par-page"
            className={`rounded px-1.5 ${size === limit ? 'bg-ink font-semibold text-white' : 'link'}`}
          >
            {size}
          </Link>
        ))}
      </p>
    </div>
  );
}
