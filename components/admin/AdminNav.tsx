'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const LINKS = [
  { href: '/compte/admin', label: 'Tableau de bord' },
  { href: '/compte/admin/moderation', label: 'Modération' },
  { href: '/compte/admin/utilisateurs', label: 'Utilisateurs' },
  { href: '/compte/admin/signalements', label: 'Signalements' },
  { href: '/compte/admin/messages', label: 'Messages' },
  { href: '/compte/admin/sponsoring', label: 'Sponsoring' },
  { href: '/compte/admin/publicites', label: 'Publicités' },
  { href: '/compte/admin/journal', label: 'Journal' },
] as const;

/** The back office's sections; scrolls sideways on a phone. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Administration" className="-mx-4 overflow-x-auto px-4 print:hidden">
      <ul className="flex gap-2 whitespace-nowrap">
        {LINKS.map((link) => {
          const current = link.href === '/compte/admin' ? pathname === link.href : pathname.startsWith(link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${current ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-line hover:bg-canvas'}`}
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
