'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { formatNumber } from '@/lib/format';
import type { AdminWaiting } from '@/lib/admin';

/** How often an open back office page reads its counts and lists again. */
export const LIVE_REFRESH_MS = 30_000;

const LINKS: { href: string; label: string; waiting?: keyof AdminWaiting; what?: string }[] = [
  { href: '/compte/admin', label: 'Tableau de bord' },
  { href: '/compte/admin/moderation', label: 'Modération', waiting: 'pending', what: 'en attente' },
  { href: '/compte/admin/utilisateurs', label: 'Utilisateurs' },
  { href: '/compte/admin/signalements', label: 'Signalements', waiting: 'reports', what: 'nouveaux' },
  { href: '/compte/admin/messages', label: 'Messages', waiting: 'unread', what: 'non lus' },
  { href: '/compte/admin/sponsoring', label: 'Sponsoring' },
  { href: '/compte/admin/publicites', label: 'Publicités' },
  { href: '/compte/admin/journal', label: 'Journal' },
];

/**
 * Reads the page again every half minute while it is in sight (and when it comes back into
 * sight), so that counts and queues stay live; not while the admin is typing in a field.
 */
function useLiveRefresh() {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      if (document.activeElement?.matches('input, textarea, select')) return;
      router.refresh();
    };
    const timer = window.setInterval(refresh, LIVE_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [router]);
}

/** The back office's sections with what waits in each; scrolls sideways on a phone. */
export function AdminNav({ waiting }: { waiting: AdminWaiting }) {
  const pathname = usePathname();
  useLiveRefresh();
  return (
    <nav aria-label="Administration" className="relative -mx-4 overflow-x-auto px-4 print:hidden">
      <ul className="flex gap-2 whitespace-nowrap">
        {LINKS.map((link) => {
          const current = link.href === '/compte/admin' ? pathname === link.href : pathname.startsWith(link.href);
          const count = link.waiting ? waiting[link.waiting] : null;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${current ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-line hover:bg-canvas'}`}
              >
                {link.label}
                {count ? (
                  <span
                    className={`ml-2 rounded-full px-1.5 text-xs font-bold ${current ? 'bg-white text-ink' : 'bg-brand text-white'}`}
                    data-attente={link.waiting}
                  >
                    {formatNumber(count)}
                    <span className="sr-only"> {link.what}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
