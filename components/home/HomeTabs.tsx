'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  label: string;
  panel: ReactNode;
}

/**
 * Tabs with the ARIA pattern: arrows move between tabs. Every panel is in the page's HTML, hidden
 * until its tab is chosen: the brand and shop links are part of home for crawlers and for
 * visitors without scripts; what was typed in the search form stays while another tab is open.
 */
export function HomeTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [active, setActive] = useState(0);
  const open = setActive;
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    // Right to left (Arabic), the arrow keys follow the tabs as they are drawn.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = { ArrowRight: forward, ArrowLeft: -forward };
    let next: number | null = null;
    if (event.key in moves) next = (active + moves[event.key]! + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    open(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      {/* Without scripts the tabs cannot switch: every panel shows, one under the other. */}
      <noscript>
        <style>{'.home-tabpanel[hidden]{display:block!important}'}</style>
      </noscript>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-t-xl bg-ink/5 p-1" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => open(i)}
            className={`min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold sm:flex-none sm:px-6 ${i === active ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          className="home-tabpanel rounded-b-xl bg-white p-4 shadow-sm sm:p-5"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
