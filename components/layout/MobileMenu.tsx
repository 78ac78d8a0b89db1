'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../texts/TextsProvider';
import { CloseIcon, MenuIcon } from '../ui/icons';

/** The sections menu under 1280 px: a button opening a panel, closed by Escape or by navigating. Its texts: header. */
export function MobileMenu({
  sections,
  phoneOnly = [],
  children,
}: {
  sections: readonly { href: string; label: string }[];
  /** links the header has no room for below 768 px (the favourites) */
  phoneOnly?: readonly { href: string; label: string }[];
  /** the last entry (the language switch) */
  children?: ReactNode;
}) {
  const texts = useTexts('header');
  const pathname = usePathname();
  // Open on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="btn -ms-2 px-2 text-2xl"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? texts.close : texts.open}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav id={panelId} aria-label={texts.sections} hidden={!open} className="absolute inset-x-0 top-16 border-b border-line bg-white shadow-lg">
        <ul className="container-page divide-y divide-line py-2">
          {sections.map((section) => (
            <li key={section.href}>
              <Link href={section.href} className="block py-3 font-medium">
                {section.label}
              </Link>
            </li>
          ))}
          {phoneOnly.map((link) => (
            <li key={link.href} className="md:hidden">
              <Link href={link.href} className="block py-3 font-medium text-brand">
                {link.label}
              </Link>
            </li>
          ))}
          {children ? <li className="md:hidden">{children}</li> : null}
        </ul>
      </nav>
    </div>
  );
}
