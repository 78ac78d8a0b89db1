import Link from 'next/link';
import { FAVOURITES_URL, MAIN_SECTIONS } from '@/lib/navigation';
import { SearchForm } from '../search/SearchForm';
import { CloseIcon, HeartIcon, SearchIcon } from '../ui/icons';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/**
 * The same for every visitor (pages are cached): the account menu fills itself in the browser.
 * The search box sits beside the logo from 768 px; a phone has a search button that opens it
 * across the page under the header. From 1280 px the sections have a row of their own.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur print:hidden">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3">
        <MobileMenu sections={MAIN_SECTIONS} phoneOnly={[{ href: FAVOURITES_URL, label: 'Mes favoris' }]} />
        <Link href="/" className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand" aria-label="MotoMaroc, accueil">
          <Logo />
        </Link>
        <details data-search-toggle="" className="group ml-auto md:hidden">
          <summary className="btn w-11 list-none px-0 text-xl text-ink hover:bg-canvas [&::-webkit-details-marker]:hidden" aria-label="Rechercher">
            <SearchIcon className="group-open:hidden" />
            <CloseIcon className="hidden group-open:block" />
          </summary>
          <SearchForm name="telephone" className="absolute inset-x-0 top-16 z-40 flex border-b border-line bg-white p-3 shadow-lg" />
        </details>
        <SearchForm name="entete" className="relative hidden md:mx-4 md:flex md:max-w-md md:flex-1" />
        <Link
          href={FAVOURITES_URL}
          className="btn hidden w-11 shrink-0 px-0 text-xl text-ink hover:bg-canvas md:inline-flex"
          aria-label="Mes favoris"
          title="Mes favoris"
        >
          <HeartIcon />
        </Link>
        <AccountMenu />
      </div>
      <nav aria-label="Rubriques" className="hidden border-t border-line xl:block">
        <ul className="container-page flex h-10 items-center gap-6 whitespace-nowrap text-sm font-medium text-muted">
          {MAIN_SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} className="hover:text-ink">
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
