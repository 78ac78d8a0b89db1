'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { SortOrder } from '@/lib/paging';
import { useTexts } from '../texts/TextsProvider';

/** Sorting of a list: changing it reloads page 1 with the same filters. The orders offered are those of `hrefFor`. */
export function SortSelect({ value, hrefFor }: { value: SortOrder; hrefFor: Partial<Record<SortOrder, string>> }) {
  // Each order's name, in the order they are offered (the catalogue's).
  const texts = useTexts('sortSelect');
  const router = useRouter();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {texts.sortBy}
      </label>
      <select
        id={id}
        className="field min-h-10 w-auto py-1 text-sm"
        value={value}
        onChange={(event) => {
          const href = hrefFor[event.target.value as SortOrder];
          if (href) router.push(href);
        }}
      >
        {(Object.keys(texts.orders) as SortOrder[])
          .filter((order) => hrefFor[order] !== undefined)
          .map((order) => (
            <option key={order} value={order}>
              {texts.orders[order]}
            </option>
          ))}
      </select>
    </div>
  );
}
