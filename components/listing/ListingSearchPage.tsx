import Link from 'next/link';
import { pickSponsored } from '@/lib/ads';
import { emptyPage, type Paginated } from '@/lib/schemas/common';
import { v1 } from '@/lib/api';
import { isRateLimited } from '@/lib/api/client';
import { cachedV1, fittedBikeName, readFailed } from '@/server/cache/v1-reads';
import { formatNumber } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { equipmentTypeOf } from '@/lib/listing-types';
import { fitsMotorcycles } from '@/lib/fitment';
import type { ClientNamespace } from '@/lib/i18n/catalogue';
import { canonicalListPath, type ListPageRequest } from '@/lib/listing-pages';
import { equipementSummarizer, motoSummarizer, type ListingSummary } from '@/lib/listings';
import { POST_LISTING_URL, SIGN_IN_URL } from '@/lib/navigation';
import type { EquipementCard, MotoCard, TyreSizeSummary } from '@/lib/schemas/listings';
import type { Categorie, Marque, Ville } from '@/lib/schemas/reference';
import type { SortOrder } from '@/lib/paging';
import type { SponsoredListing } from '@/lib/schemas/sponsoring';
import { activeFilters, defaultOrder, equipementQuery, filtersToQuery, hasNarrowingFilter, motoQuery, type ListingFilters as Filters } from '@/lib/search';
import { CreateAlertButton } from '../search/CreateAlertButton';
import { searchUrl } from '@/lib/routes';
import { filterLabeller, listCopy } from '@/server/list-copy';
import { translator } from '@/server/i18n';
import { adsFor } from '../ads/data';
import { GarageBar } from '../garage/GarageBar';
import { GaragePrompt } from '../garage/GaragePrompt';
import { Texts } from '../texts/Texts';
import { Breadcrumbs, homeCrumb } from '../ui/Breadcrumbs';
import { EmptyState } from '../ui/EmptyState';
import { Pagination } from '../ui/Pagination';
import { FiltersPanel } from './FiltersPanel';
import { ListingFilters } from './ListingFilters';
import { ListingGrid } from './ListingGrid';
import { SortSelect } from './SortSelect';
import { cityNameIn } from '@/server/reference-names';
import { bdi } from '../ui/bdi';

function countLabel(locale: Locale, page: Paginated<unknown>): string {
  const t = translator(locale, 'lists');
  if (page.total > 0 && page.totalEstime) return t('countAbout', { n: formatNumber(Math.round(page.total / 100) * 100) });
  return t('count', { total: page.total, n: formatNumber(page.total) });
}

/** What the list's client controls read: the filters' button, the alert button, the sorting; and the garage's bar over what fits motorcycles. */
const LIST_NAMESPACES: readonly ClientNamespace[] = ['filtersPanel', 'alertButton', 'sortSelect'];
const FITTING_LIST_NAMESPACES: readonly ClientNamespace[] = [...LIST_NAMESPACES, 'garageBar'];

/**
 * The search the filters make, without its page: what an alert saves. What fits a motorcycle
 * first then the rest (dabord) is every listing: its alert is on what fits.
 */
function searchOfFilters({ page: _page, dabord: _dabord, ...search }: Filters): Omit<Filters, 'page' | 'dabord'> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Omit<Filters, 'page' | 'dabord'>;
}

/**
 * A list page of listings of one type: filters, sorting, results with ads and a sponsored listing,
 * pages. Its brand, category and city are spelled as the site spells them (lib/listing-pages).
 */
export async function ListingSearchPage({ urlType, filters, basePath, namesChecked, locale }: ListPageRequest) {
  const t = translator(locale, 'lists');
  const moto = urlType === 'moto';
  const equipmentType = equipmentTypeOf(urlType);
  const fitting = equipmentType !== null && fitsMotorcycles(equipmentType);
  const [villes, marques, categories, tailles, sponsoringOn, ads, running, fittedBike] = await Promise.all([
    cachedV1.villes().catch(readFailed<Ville[]>('cities', [])),
    moto ? cachedV1.marques('moto').catch(readFailed<Marque[]>('brands', [])) : Promise.resolve([] as Marque[]),
    equipmentType ? cachedV1.categories(equipmentType).catch(readFailed<Categorie[]>('categories', [])) : Promise.resolve([] as Categorie[]),
    urlType === 'pneu' ? cachedV1.taillesPneu().catch(readFailed<TyreSizeSummary[]>('tyre sizes', [])) : Promise.resolve([] as TyreSizeSummary[]),
    cachedV1.setting('affichagesponsoring').catch(readFailed('sponsoring setting', null)),
    adsFor('annonces', 'card', 3),
    cachedV1.runningSponsorings(moto ? 'moto' : 'equipement').catch(readFailed<SponsoredListing[]>('sponsorings', [])),
    fittedBikeName(filters),
  ]);

  const summarizeMoto = motoSummarizer(locale);
  const summarizeEquipement = equipementSummarizer(locale);
  // A visitor searching words faster than v1 allows is told so, not shown an empty list.
  let limited = false;
  const listingsFailed =
    <T,>(fallback: T) =>
    (error: unknown) => {
      if (!isRateLimited(error)) return readFailed('listings', fallback)(error);
      limited = true;
      return fallback;
    };
  let page: Paginated<ListingSummary>;
  if (moto) {
    const result = await v1.moto.search(motoQuery(filters)).catch(listingsFailed(emptyPage<MotoCard>()));
    page = { ...result, annonces: result.annonces.map(summarizeMoto) };
  } else {
    const result = await v1.equipement.search(equipementQuery(urlType, filters)).catch(listingsFailed(emptyPage<EquipementCard>()));
    page = { ...result, annonces: result.annonces.map(summarizeEquipement) };
  }

  const candidates = running
    .map((s) => ({ ...(s.type === 'moto' ? summarizeMoto(s.annonce) : summarizeEquipement(s.annonce)), idsponsoring: s.idsponsoring }))
    .filter((s) => s.urlType === urlType);
  const sponsored =
    sponsoringOn === '1' && page.annonces.length > 0
      ? pickSponsored(
          candidates,
          (c) => c.id,
          page.annonces.map((a) => a.id),
        )
      : null;

  const copy = listCopy(locale, urlType);
  const hrefFor = (change: Partial<Filters>) => `${basePath}${filtersToQuery({ ...filters, ...change })}`;
  // The default order is left out of the URL; pertinence exists only for a search by words.
  const sortHref = (tri: SortOrder) => hrefFor({ tri: tri === defaultOrder(filters) ? undefined : tri, page: 1 });
  const sortHrefs: Partial<Record<SortOrder, string>> = {
    ...(filters.q ? { pertinence: sortHref('pertinence') } : {}),
    recent: sortHref('recent'),
    prix_asc: sortHref('prix_asc'),
    prix_desc: sortHref('prix_desc'),
  };
  const narrowed = hasNarrowingFilter(filters);
  const active = activeFilters(filters, filterLabeller(locale, fittedBike));
  const pastTheEnd = page.annonces.length === 0 && page.total > 0;
  // Nothing found for words: the closest brand or model, if one is close ("Vouliez-vous dire… ?").
  const closest = filters.q && page.total === 0 && !limited ? await v1.recherche.proche(filters.q).catch(readFailed('closest name', null)) : null;

  return (
    <div className="container-page">
      <Breadcrumbs
        crumbs={[homeCrumb(locale), { label: translator(locale, 'listingTypes')(urlType), href: localePath(locale, canonicalListPath(urlType)) }]}
        locale={locale}
      />
      <header className="mb-5">
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {/* Only names the site knows are printed as what the page is about. */}
          {filters.q
            ? t.rich('wordsHeading', { noun: copy.noun, q: filters.q, bdi })
            : namesChecked && moto && filters.marque
              ? t('brandHeading', { marque: filters.marque })
              : // "in Morocco" would say the place twice before the city.
                namesChecked && moto && filters.ville
                ? t('motosHeading')
                : copy.h1}
          {namesChecked && filters.ville ? t('inCity', { ville: cityNameIn(locale, filters.ville) }) : ''}
        </h1>
        {filters.q ? (
          <p className="mt-2 text-muted">
            <Link href={localeHref(locale, searchUrl(filters.q))} className="link">
              {t.rich('searchEverywhere', { q: filters.q, bdi })}
            </Link>
          </p>
        ) : !narrowed && filters.page === 1 ? (
          <p className="mt-2 max-w-3xl text-muted">{copy.intro}</p>
        ) : null}
      </header>
      <Texts locale={locale} namespaces={fitting ? FITTING_LIST_NAMESPACES : LIST_NAMESPACES}>
        <div className="grid gap-6 desk:grid-cols-[17rem_1fr]">
          <aside aria-label={t('filters')}>
            <FiltersPanel activeCount={active.length + (filters.q ? 1 : 0)}>
              <ListingFilters
                urlType={urlType}
                filters={filters}
                action={basePath}
                marques={marques}
                categories={categories}
                villes={villes}
                tailles={tailles}
                locale={locale}
              />
            </FiltersPanel>
          </aside>
          <section aria-label={t('results')}>
            {fitting ? (
              <GarageBar basePath={basePath} filters={filters}>
                <GaragePrompt locale={locale} />
              </GarageBar>
            ) : null}
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold" role="status">
                {countLabel(locale, page)}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <CreateAlertButton type={urlType} recherche={searchOfFilters(filters)} />
                <SortSelect value={filters.tri ?? defaultOrder(filters)} hrefFor={sortHrefs} />
              </div>
            </div>
            {limited ? (
              <EmptyState title={t('tooManySearches')} />
            ) : page.annonces.length > 0 ? (
              <ListingGrid listings={page.annonces} ads={ads} sponsored={sponsored} columns="grid-cols-2 sm:grid-cols-3" locale={locale} />
            ) : pastTheEnd ? (
              <EmptyState title={t('pageGone')}>
                <Link href={hrefFor({ page: 1 })} className="link">
                  {t('firstPage')}
                </Link>
              </EmptyState>
            ) : (
              <EmptyState title={filters.q ? t.rich('noMatchWords', { q: filters.q, bdi }) : copy.empty}>
                {closest ? (
                  <p className="text-base">
                    {t.rich('didYouMean', {
                      name: closest.libelle,
                      link: (name) => (
                        <Link href={hrefFor({ q: closest.libelle, page: 1 })} className="link font-semibold">
                          {name}
                        </Link>
                      ),
                    })}
                  </p>
                ) : null}
                {active.length > 0 ? (
                  <>
                    <p className="mt-2">{t('filtersEmptied')}</p>
                    <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label={t('filtersToRemove')}>
                      {active.map((filter) => (
                        <li key={filter.key}>
                          <Link href={hrefFor({ [filter.key]: undefined, page: 1 })} className="btn-secondary min-h-9 py-1 text-sm">
                            {t('without', { label: filter.label })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>{t('widen')}</p>
                )}
                <p className="mt-3 flex flex-wrap justify-center gap-2">
                  {filters.q ? (
                    <Link href={localeHref(locale, searchUrl(filters.q))} className="btn-secondary">
                      {t('allTypes')}
                    </Link>
                  ) : null}
                  {narrowed ? (
                    <Link href={basePath} className="btn-secondary">
                      {t('clearFilters')}
                    </Link>
                  ) : null}
                  <Link href={`${localeHref(locale, SIGN_IN_URL)}?next=${encodeURIComponent(POST_LISTING_URL)}`} prefetch={false} className="btn-primary">
                    {t('post')}
                  </Link>
                </p>
              </EmptyState>
            )}
            <Pagination page={page.page} totalPages={page.totalPages} hrefFor={(p) => hrefFor({ page: p })} locale={locale} />
          </section>
        </div>
      </Texts>
    </div>
  );
}
