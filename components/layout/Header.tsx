import Link from 'next/link';
import { MAIN_SECTIONS } from '@/lib/navigation';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/** The same for every visitor (pages are cached): the account menu fills itself in the browser. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur print:hidden">
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
        <AccountMenu />
      </div>
    </header>
  );
}
