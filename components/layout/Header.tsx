import Link from 'next/link';
import { MAIN_SECTIONS, POST_LISTING_URL, SIGN_IN_URL } from '@/lib/navigation';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/**
 * Who is signed in, for the header's account menu. The accounts issue fills it from the session;
 * until then every visitor is signed out.
 */
export interface HeaderAccount {
  prenom: string;
  role: 'particulier' | 'boutique' | 'admin';
}

export function Header({ account = null }: { account?: HeaderAccount | null }) {
  const postHref = account ? POST_LISTING_URL : `${SIGN_IN_URL}?next=${encodeURIComponent(POST_LISTING_URL)}`;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3">
        <MobileMenu sections={MAIN_SECTIONS} />
        <Link href="/" className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand" aria-label="MotoMaroc, accueil">
          <Logo />
        </Link>
        <nav aria-label="Rubriques" className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-4 whitespace-nowrap text-sm font-medium text-muted">
            {MAIN_SECTIONS.map((section) => (
              <li key={section.href}>
                <Link href={section.href} className="hover:text-ink">
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {account ? null : (
            <Link href={SIGN_IN_URL} prefetch={false} className="btn hidden px-3 text-ink hover:bg-canvas sm:inline-flex">
              Connexion
            </Link>
          )}
          <Link href={postHref} prefetch={false} className="btn-primary whitespace-nowrap px-3">
            <span aria-hidden="true">+</span>
            <span className="hidden sm:inline">Deposer une annonce</span>
            <span className="sm:hidden">Deposer</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
