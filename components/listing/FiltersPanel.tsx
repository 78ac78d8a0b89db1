'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTexts } from '../texts/TextsProvider';

/** The filters: always shown from 769 px, behind a 'Filtrer' button below. */
export function FiltersPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const texts = useTexts('filtersPanel');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button type="button" className="btn-secondary w-full desk:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {open ? texts.hide : activeCount ? texts.showCount.replace('{count}', String(activeCount)) : texts.show}
      </button>
      <div id={id} className={`${open ? 'mt-3 block' : 'hidden'} desk:mt-0 desk:block`}>
        {children}
      </div>
    </div>
  );
}
