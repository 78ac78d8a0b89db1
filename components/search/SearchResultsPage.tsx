import type { Metadata } from 'next';
import Link from 'next/link';
import { CreateAlertButton } from './CreateAlertButton';
import { v1 } from '@/lib/api';
import { isRateLimited } from '@/lib/api/client';
import { formatNumber } from '@/lib/format';
import { pageAlternates } from '@/lib/i18n/alternates';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { canonicalListPath } from '@/lib/listing-pages';
import { listCopy } from '@/server/list-copy';
import { translator } from '@/server/i18n';
import { Texts } from '../texts/Texts';
import type { ListingUrlType } from '@/lib/listing-types';
import { equipementSummarizer, motoSummarizer } from '@/lib/listings';
import { POST_LISTING_URL, SIGN_IN_URL } from '@/lib/navigation';
import { searchUrl } from '@/lib/routes';
import { suggestionHref } from '@/lib/search-suggestions';
import type { SearchEverywhere } from '@/lib/schemas/search';
import { MAX_SEARCH_LENGTH } from '@/lib/search-limits';
import { filtersToQuery } from '@/lib/search';
import { ListingGrid } from '../listing/ListingGrid';
import { Breadcrumbs, homeCrumb } from '../ui/Breadcrumbs';
import { EmptyState } from '../ui/EmptyState';
import { SearchIcon } from '../ui/icons';
import { isolated } from '@/lib/text';
import { bdi } from '../ui/bdi';

/** Where a type's list shows the same words, with every filter and sort it has. */
const typeListUrl = (locale: Locale, type: ListingUrlType, q: string) => localePath(locale, `${canonicalListPath(type)}${filtersToQuery({ q, page: 1 })}`);

/** The words searched, from the page's query string. */
export async function searchWordsOf(searchParams: Promise<{ q?: string | string[] }>): Promise<string> {
  const q = (await searchParams).q;
  return (Array.isArray(q) ? q[0] : q)?.trim() ?? '';
}

/** The results page's metadata in a language (app/[locale]/recherche). */
export function searchMetadata(q: string, locale: Locale): Metadata {
  const t = translator(locale, 'search');
  return {
    title: q ? t('metaTitle', { q: isolated(q.slice(0, 60)) }) : t('metaTitleEmpty'),
    description: t('metaDescription'),
    // Each search is a page for its visitor, not for search engines; its links are followed.
    robots: { index: false, follow: true },
    alternates: pageAlternates(locale, q ? searchUrl(q) : '/recherche'),
  };
}

/** The search box's form, for this page's heading when there is nothing or too much to search. */
function SearchAgain({ q, locale }: { q?: string; locale: Locale }) {
  const t = translator(locale, 'search');
  return (
    <form method="get" action={localePath(locale, '/recherche')} role="search" className="mt-4 flex max-w-xl gap-2">
      <label htmlFor="recherche-q" className="sr-only">
        {t('againLabel')}
      </label>
      <input
        id="recherche-q"
        className="field"
        type="search"
        name="q"
        dir="auto"
        defaultValue={q}
        placeholder={t('againPlaceholder')}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
      />
      <button type="submit" className="btn-primary shrink-0">
        <SearchIcon /> {t('againSubmit')}
      </button>
    </form>
  );
}

/**
 * The results of the search box: how many listings of each type have the words, the first ones of
 * the type with the most, and a way on from there (a type's list keeps the words); when nothing
 * matches, the closest brand or model and other ways to search.
 */
export async function SearchResultsPage({ q, locale }: { q: string; locale: Locale }) {
  const t = translator(locale, 'search');
  const crumbs = [homeCrumb(locale), { label: t('crumb') }];
  const countText = (total: number, estimated: boolean) => (estimated ? t('about', { n: formatNumber(Math.round(total / 100) * 100) }) : formatNumber(total));
  if (!q || q.length > MAX_SEARCH_LENGTH) {
    return (
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} locale={locale} />
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('titleEmpty')}</h1>
        {q ? (
          <p role="alert" className="mt-2 font-medium text-brand-dark">
            {t('tooLong', { max: String(MAX_SEARCH_LENGTH) })}
          </p>
        ) : (
          <p className="mt-2 text-muted">{t('hint')}</p>
        )}
        <SearchAgain q={q.slice(0, MAX_SEARCH_LENGTH)} locale={locale} />
      </div>
    );
  }

  let result: SearchEverywhere | null = null;
  let limited = false;
  try {
    result = await v1.recherche.tous(q, 12);
  } catch (error) {
    limited = isRateLimited(error);
    if (!limited) console.warn('search unavailable', error);
  }
  if (!result) {
    return (
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} locale={locale} />
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t.rich('resultsFor', { q, bdi })}</h1>
        <EmptyState title={limited ? translator(locale, 'lists')('tooManySearches') : t('unavailable')}>
          {limited ? null : <p>{t('unavailableHint')}</p>}
        </EmptyState>
      </div>
    );
  }

  const lists = translator(locale, 'lists');
  const best = result.meilleur;
  const bestCount = result.types.find((type) => type.type === best);
  const listings = best === 'moto' ? result.motos.map(motoSummarizer(locale)) : result.equipements.map(equipementSummarizer(locale));
  const found = result.types.filter((type) => type.total > 0);
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <header className="mb-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t.rich('resultsFor', { q, bdi })}</h1>
          <Texts locale={locale} namespaces={['alertButton']}>
            <CreateAlertButton type="tous" recherche={{ q }} />
          </Texts>
        </div>
        {result.corrections.length > 0 ? (
          <p className="mt-2 text-muted">
            {t('alsoSearched')}{' '}
            {result.corrections.map((correction, i) => (
              <span key={correction.mot}>
                {i > 0 ? t('separator') : ''}
                {t.rich('correction', { par: correction.par, mot: correction.mot, strong: (par) => <strong className="text-ink">{par}</strong> })}
              </span>
            ))}
            .
          </p>
        ) : null}
      </header>
      {found.length > 0 ? (
        <>
          <nav aria-label={t('byType')} className="mb-5">
            <ul className="flex flex-wrap gap-2">
              {result.types.map((type) => (
                <li key={type.type}>
                  {type.total > 0 ? (
                    <Link
                      href={typeListUrl(locale, type.type, q)}
                      className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ${
                        type.type === best ? 'bg-brand text-white ring-brand' : 'bg-white text-ink ring-line hover:ring-brand'
                      }`}
                    >
                      {listCopy(locale, type.type).noun}
                      <span className={type.type === best ? 'font-normal text-white' : 'text-muted'}>{countText(type.total, type.totalEstime)}</span>
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm text-muted ring-1 ring-line">
                      {listCopy(locale, type.type).noun} <span>0</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {best && bestCount ? (
            <section aria-labelledby="meilleur-type">
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="meilleur-type" className="text-lg font-bold">
                  {t('bestHeading', { noun: listCopy(locale, best).noun, count: countText(bestCount.total, bestCount.totalEstime), total: bestCount.total })}
                </h2>
                <Link href={typeListUrl(locale, best, q)} className="link text-sm font-semibold">
                  {t('filterAndSort')}
                </Link>
              </div>
              <ListingGrid listings={listings} locale={locale} />
              {bestCount.total > listings.length ? (
                <p className="mt-6 text-center">
                  <Link href={typeListUrl(locale, best, q)} className="btn-secondary">
                    {t('seeAll', { count: countText(bestCount.total, bestCount.totalEstime) })}
                  </Link>
                </p>
              ) : null}
            </section>
          ) : null}
        </>
      ) : (
        <EmptyState title={lists.rich('noMatchWords', { q, bdi })}>
          {result.suggestion ? (
            <p className="text-base">
              {lists.rich('didYouMean', {
                name: result.suggestion.libelle,
                link: (name) => (
                  <Link href={localeHref(locale, suggestionHref(result.suggestion!))} className="link font-semibold">
                    {name}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          <p className="mt-2">{t('tryOther')}</p>
          <p className="mt-3 flex flex-wrap justify-center gap-2">
            <Link href={localePath(locale, '/motos-a-vendre')} className="btn-secondary">
              {t('allMotos')}
            </Link>
            <Link href={`${localeHref(locale, SIGN_IN_URL)}?next=${encodeURIComponent(POST_LISTING_URL)}`} prefetch={false} className="btn-primary">
              {lists('post')}
            </Link>
          </p>
        </EmptyState>
      )}
    </div>
  );
}
