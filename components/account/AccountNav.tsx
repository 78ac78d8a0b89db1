'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { accountTabs } from '@/lib/account-menu';
import type { Role } from '@/lib/schemas/account';

/** Tabs of the account pages; scrolls sideways on a phone. */
export function AccountNav({ role }: { role: Role | null }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Mon compte" className="-mx-4 overflow-x-auto px-4 print:hidden">
      <ul className="flex gap-1 whitespace-nowrap border-b border-line">
        {accountTabs(role).map((link) => {
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
