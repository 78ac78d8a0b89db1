import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { FAVOURITES_URL, GARAGE_URL, MAIN_SECTIONS } from '@/lib/navigation';
import { translator } from '@/server/i18n';
import { SearchForm, SuggestionTextsHolder } from '../search/SearchForm';
import { CloseIcon, HeartIcon, SearchIcon } from '../ui/icons';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/** The texts of the header's client menus. */
export const HEADER_NAMESPACES = ['header', 'accountTabs'] as const;

/**
 * The same for every visitor (pages are cached): the account menu fills itself in the browser.
 * The search box sits beside the logo from 768 px; a phone has a search button that opens it
 * across the page under the header. From 1280 px the sections have a row of their own. Its client
 * menus read the namespaces HEADER_NAMESPACES names, which the document gives around it.
 */
export function Header({ locale }: { locale: Locale }) {
  const t = translator(locale, 'shell');
  const sectionName = translator(locale, 'sections');
  const menu = translator(locale, 'header');
  const sections = MAIN_SECTIONS.map((section) => ({ href: localeHref(locale, section.href), label: sectionName(section.key) }));
  const search = { label: t('searchSite'), submitLabel: t('search'), placeholder: t('searchPlaceholder') };
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur print:hidden">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3">
        <MobileMenu
          sections={sections}
          phoneOnly={[
            { href: localeHref(locale, FAVOURITES_URL), label: t('favourites') },
            { href: localeHref(locale, GARAGE_URL), label: t('garage') },
          ]}
        >
          <LanguageSwitch locale={locale} className="block py-3 font-medium" />
        </MobileMenu>
        <Link href={localeHref(locale, '/')} className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand" aria-label={t('homeLink')}>
          <Logo />
        </Link>
        <details data-search-toggle="" className="group ms-auto md:hidden">
          <summary className="btn w-11 list-none px-0 text-xl text-ink hover:bg-canvas [&::-webkit-details-marker]:hidden" aria-label={t('search')}>
            <SearchIcon className="group-open:hidden" />
            <CloseIcon className="hidden group-open:block" />
          </summary>
          <SearchForm
            name="telephone"
            locale={locale}
            {...search}
            className="absolute inset-x-0 top-16 z-40 flex border-b border-line bg-white p-3 shadow-lg"
          />
        </details>
        <SearchForm name="entete" locale={locale} {...search} className="relative hidden md:mx-4 md:flex md:max-w-md md:flex-1" />
        <SuggestionTextsHolder locale={locale} />
        <LanguageSwitch locale={locale} className="btn hidden shrink-0 px-2 text-sm text-ink hover:bg-canvas md:inline-flex" />
        <Link
          href={localeHref(locale, FAVOURITES_URL)}
          className="btn hidden w-11 shrink-0 px-0 text-xl text-ink hover:bg-canvas md:inline-flex"
          aria-label={t('favourites')}
          title={t('favourites')}
        >
          <HeartIcon />
        </Link>
        <AccountMenu />
      </div>
      <nav aria-label={menu('sections')} className="hidden border-t border-line xl:block">
        <ul className="container-page flex h-10 items-center gap-6 whitespace-nowrap text-sm font-medium text-muted">
          {sections.map((section) => (
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
