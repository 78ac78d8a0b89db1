'use client';

import { useId, useState, type ReactNode } from 'react';

/** The filters: always shown from 769 px, behind a 'Filtrer' button below. */
export function FiltersPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button type="button" className="btn-secondary w-full desk:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {open ? 'Masquer les filtres' : `Filtrer${activeCount ? ` (${activeCount})` : ''}`}
      </button>
      <div id={id} className={`${open ? 'mt-3 block' : 'hidden'} desk:mt-0 desk:block`}>
        {children}
      </div>
    </div>
  );
}
