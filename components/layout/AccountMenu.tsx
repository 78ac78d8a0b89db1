'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { accountLinks } from '@/lib/account-menu';
import { endSession } from '@/lib/auth/session-client';
import { releaseDevicePushToken } from '@/lib/push/device-token';
import { useSessionSummary } from '@/lib/auth/use-session';
import { loadPage } from '@/lib/navigation';
import { ChevronDownIcon, UserIcon } from '../ui/icons';

/**
 * The account part of the header. The page around it is cached and identical for everyone, so it
 * is filled in the browser; until then a placeholder of the same size holds its place (no layout
 * shift, and no 'Connexion' flashing for someone signed in).
 */
/** The menu's texts in the page's language (the header reads them from the catalogue). */
export interface AccountMenuTexts {
  signIn: string;
  /** the sign-in and posting pages in the page's language */
  signInHref: string;
  postHref: string;
  post: string;
  postShort: string;
  account: string;
  /** "Menu du compte : {name}" */
  accountMenu: string;
  signOut: string;
  /** each account link's name, by its address */
  links: Record<string, string>;
}

export function AccountMenu({ texts }: { texts: AccountMenuTexts }) {
  const summary = useSessionSummary();
  const role = summary?.role ?? null;
  const postHref = summary?.signedIn ? texts.postHref : `${texts.signInHref}?next=${encodeURIComponent(texts.postHref)}`;
  return (
    <div className="flex items-center gap-2 md:ms-auto">
      <div className="flex h-11 w-11 items-center justify-end sm:w-36">
        {summary === undefined ? (
          <span className="block h-11 w-11 animate-pulse rounded-lg bg-canvas sm:w-28" aria-hidden="true" />
        ) : summary.signedIn ? (
          <UserMenu name={summary.name} role={role} texts={texts} />
        ) : (
          <Link href={texts.signInHref} prefetch={false} className="btn w-11 px-0 text-ink hover:bg-canvas sm:w-auto sm:px-3" aria-label={texts.signIn}>
            <UserIcon className="text-xl sm:hidden" />
            <span className="hidden sm:inline">{texts.signIn}</span>
          </Link>
        )}
      </div>
      {/* Admins do not post; the button keeps its place so that nothing moves. */}
      <Link
        href={postHref}
        prefetch={false}
        className={`btn-primary min-w-11 whitespace-nowrap px-3 ${role === 'admin' ? 'invisible' : ''}`}
        aria-hidden={role === 'admin' ? true : undefined}
        tabIndex={role === 'admin' ? -1 : undefined}
      >
        <span aria-hidden="true">+</span>
        <span className="hidden sm:inline">{texts.post}</span>
        {/* Under 400 px the header also holds the search button: the sign alone, named for screen readers. */}
        <span className="sr-only min-[400px]:not-sr-only sm:hidden">{texts.postShort}</span>
      </Link>
    </div>
  );
}

function UserMenu({ name, role, texts }: { name: string | null; role: Parameters<typeof accountLinks>[0]; texts: AccountMenuTexts }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  async function signOut() {
    await releaseDevicePushToken();
    await endSession();
    loadPage(texts.signInHref);
  }

  const label = name || texts.account;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn w-11 px-0 text-ink hover:bg-canvas sm:w-36 sm:justify-between sm:px-3"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={texts.accountMenu.replace('{name}', label)}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon className="shrink-0 text-xl sm:text-base" />
        <span className="hidden truncate sm:inline">{label}</span>
        <ChevronDownIcon className="hidden shrink-0 sm:inline" />
      </button>
      <div id={menuId} hidden={!open} className="absolute end-0 top-12 z-50 w-60 rounded-xl bg-white py-2 shadow-lg ring-1 ring-black/10">
        <ul>
          {accountLinks(role).map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className="block px-4 py-2.5 text-sm font-medium hover:bg-canvas" onClick={() => setOpen(false)}>
                {texts.links[link.href] ?? link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              className="block w-full px-4 py-2.5 text-start text-sm font-semibold text-brand hover:bg-canvas"
              onClick={() => void signOut()}
            >
              {texts.signOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
