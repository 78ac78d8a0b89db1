'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Tabs of the account pages. On a phone they scroll sideways: the edge fades where there is more,
 * and the current tab is brought into view.
 */
export function AccountNav({ tabs, label }: { tabs: readonly { href: string; label: string }[]; label: string }) {
  const pathname = usePathname();
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const nav = strip.current;
    if (!current || !nav) return;
    // Only the strip scrolls, never the page.
    nav.scrollLeft += current.getBoundingClientRect().left - nav.getBoundingClientRect().left - (nav.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav ref={strip} aria-label={label} className="scroll-strip -mx-4 px-4 print:hidden">
      <ul className="flex gap-1 whitespace-nowrap border-b border-line">
        {tabs.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${current ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
