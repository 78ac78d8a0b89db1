'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { accountLinks } from '@/lib/account-menu';
import { endSession } from '@/lib/auth/session-client';
import { releaseDevicePushToken } from '@/lib/push/device-token';
import { useSessionSummary } from '@/lib/auth/use-session';
import { loadPage, POST_LISTING_URL, SIGN_IN_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';
import { ChevronDownIcon, UserIcon } from '../ui/icons';

/**
 * The account part of the header. The page around it is cached and identical for everyone, so it
 * is filled in the browser; until then a placeholder of the same size holds its place (no layout
 * shift, and no 'Connexion' flashing for someone signed in). Its texts: header, accountTabs. Its
 * account links are the French pages: the proxy sends a reader of an Arabic page on to their twins
 * (which pages have one, lib/i18n/twins, would weigh on every page's scripts).
 */
export function AccountMenu() {
  const texts = useTexts('header');
  const pagePath = useLocalePath();
  const signInHref = pagePath(SIGN_IN_URL);
  const summary = useSessionSummary();
  const role = summary?.role ?? null;
  const postHref = pagePath(POST_LISTING_URL);
  const postOrSignIn = summary?.signedIn ? postHref : `${signInHref}?next=${encodeURIComponent(postHref)}`;
  return (
    <div className="flex items-center gap-2 md:ms-auto">
      <div className="flex h-11 w-11 items-center justify-end sm:w-36">
        {summary === undefined ? (
          <span className="block h-11 w-11 animate-pulse rounded-lg bg-canvas sm:w-28" aria-hidden="true" />
        ) : summary.signedIn ? (
          <UserMenu name={summary.name} role={role} signInHref={signInHref} texts={texts} />
        ) : (
          <Link href={signInHref} prefetch={false} className="btn w-11 px-0 text-ink hover:bg-canvas sm:w-auto sm:px-3" aria-label={texts.signIn}>
            <UserIcon className="text-xl sm:hidden" />
            <span className="hidden sm:inline">{texts.signIn}</span>
          </Link>
        )}
      </div>
      {/* Admins do not post; the button keeps its place so that nothing moves. */}
      <Link
        href={postOrSignIn}
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

function UserMenu({
  name,
  role,
  signInHref,
  texts,
}: {
  name: string | null;
  role: Parameters<typeof accountLinks>[0];
  signInHref: string;
  texts: ReturnType<typeof useTexts<'header'>>;
}) {
  const linkName = useTexts('accountTabs');
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
    loadPage(signInHref);
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
        aria-label={texts.menuOf.replace('{name}', label)}
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
                {linkName[link.key]}
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
