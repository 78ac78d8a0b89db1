'use client';

/**
 * The posting form's draft in the browser: a draft from an earlier visit is offered back (never
 * imposed), and every change is kept 300 ms after the last one, once the person has started and
 * until the listing is sent.
 */
import { useEffect, useRef, useState } from 'react';
import { clearDraft, draftHasContent, loadDraft, saveDraft, type ListingDraft, type ListingFormValues } from '@/lib/listing-form';
import { useHydrated } from '@/lib/use-hydrated';

export function useListingDraft(
  key: string,
  start: ListingFormValues,
  startPhotos: string[],
  current: { values: ListingFormValues; photos: string[]; sent: boolean },
) {
  // Read on arrival (in the browser; the server has none), shown once the page is hydrated so that
  // both render alike.
  const [offered, setOffered] = useState<ListingDraft | null>(() => {
    const draft = typeof window === 'undefined' ? null : loadDraft(key);
    return draft && draftHasContent(draft, start, startPhotos) ? draft : null;
  });
  const hydrated = useHydrated();
  const touched = useRef(false);
  const { values, photos, sent } = current;
  useEffect(() => {
    if (!touched.current || sent) return;
    const timer = setTimeout(() => saveDraft(key, { values, photos }), 300);
    return () => clearTimeout(timer);
  }, [values, photos, key, sent]);
  return {
    /** the draft to offer back, once hydrated */
    offered: hydrated ? offered : null,
    /** the person changed something: from now on it is kept */
    touch: () => {
      touched.current = true;
    },
    /** taken back into the form, or ignored */
    dismiss: () => setOffered(null),
    /** forgotten, here and in the browser */
    drop: () => {
      clearDraft(key);
      setOffered(null);
    },
  };
}
