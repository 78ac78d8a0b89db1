import Link from 'next/link';
import { CreateAlertButton } from './CreateAlertButton';
import { v1 } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { canonicalListPath } from '@/lib/listing-pages';
import { listCopy } from '@/server/list-copy';
import { listFilterTexts } from '../listing/list-filter-texts';
import type { ListingUrlType } from '@/lib/listing-types';
import { summarizeEquipement, summarizeMoto } from '@/lib/listings';
import { POST_LISTING_URL, SIGN_IN_URL } from '@/lib/navigation';
import { suggestionHref } from '@/lib/search-suggestions';
import type { SearchEverywhere } from '@/lib/schemas/search';
import { MAX_SEARCH_LENGTH, SEARCH_MESSAGES } from '@/lib/search-limits';
import { filtersToQuery } from '@/lib/search';
import { ListingGrid } from '../listing/ListingGrid';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { EmptyState } from '../ui/EmptyState';
import { SearchIcon } from '../ui/icons';

/** Where a type's list shows the same words, with every filter and sort it has. */
const typeListUrl = (type: ListingUrlType, q: string) => `${canonicalListPath(type)}${filtersToQuery({ q, page: 1 })}`;

function countText(total: number, estimated: boolean): string {
  if (estimated) return `environ ${formatNumber(Math.round(total / 100) * 100)}`;
  return formatNumber(total);
}

/** The search box's form, for this page's heading when there is nothing or too much to search. */
function SearchAgain({ q }: { q?: string }) {
  return (
    <form method="get" action="/recherche" role="search" className="mt-4 flex max-w-xl gap-2">
      <label htmlFor="recherche-q" className="sr-only">
        Rechercher
      </label>
      <input
        id="recherche-q"
        className="field"
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Marque, modèle, équipement…"
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
      />
      <button type="submit" className="btn-primary shrink-0">
        <SearchIcon /> Rechercher
      </button>
    </form>
  );
}

/**
 * The results of the search box: how many listings of each type have the words, the first ones of
 * the type with the most, and a way on from there (a type's list keeps the words); when nothing
 * matches, the closest brand or model and other ways to search.
 */
export async function SearchResultsPage({ q }: { q: string }) {
  const crumbs = [{ label: 'Accueil', href: '/' }, { label: 'Recherche' }];
  if (!q || q.length > MAX_SEARCH_LENGTH) {
    return (
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="text-2xl font-extrabold sm:text-3xl">Rechercher une annonce</h1>
        {q ? (
          <p role="alert" className="mt-2 font-medium text-brand-dark">
            {SEARCH_MESSAGES.tooLong}
          </p>
        ) : (
          <p className="mt-2 text-muted">Une marque, un modèle, un équipement : « yamaha tmax », « casque shoei », « pneu 120/70 »…</p>
        )}
        <SearchAgain q={q.slice(0, MAX_SEARCH_LENGTH)} />
      </div>
    );
  }

  let result: SearchEverywhere | null = null;
  try {
    result = await v1.recherche.tous(q, 12);
  } catch (error) {
    console.warn('search unavailable', error);
  }
  if (!result) {
    return (
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="text-2xl font-extrabold sm:text-3xl">Résultats pour « {q} »</h1>
        <EmptyState title="La recherche est momentanément indisponible.">
          <p>Réessayez dans un instant, ou parcourez les annonces par type.</p>
        </EmptyState>
      </div>
    );
  }

  const best = result.meilleur;
  const bestCount = result.types.find((type) => type.type === best);
  const listings = best === 'moto' ? result.motos.map(summarizeMoto) : result.equipements.map(summarizeEquipement);
  const found = result.types.filter((type) => type.total > 0);
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold sm:text-3xl">Résultats pour « {q} »</h1>
          <CreateAlertButton type="tous" recherche={{ q }} texts={listFilterTexts('fr').alert} />
        </div>
        {result.corrections.length > 0 ? (
          <p className="mt-2 text-muted">
            Nous avons aussi cherché{' '}
            {result.corrections.map((correction, i) => (
              <span key={correction.mot}>
                {i > 0 ? ', ' : ''}« <strong className="text-ink">{correction.par}</strong> » pour « {correction.mot} »
              </span>
            ))}
            .
          </p>
        ) : null}
      </header>
      {found.length > 0 ? (
        <>
          <nav aria-label="Résultats par type" className="mb-5">
            <ul className="flex flex-wrap gap-2">
              {result.types.map((type) => (
                <li key={type.type}>
                  {type.total > 0 ? (
                    <Link
                      href={typeListUrl(type.type, q)}
                      className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ${
                        type.type === best ? 'bg-brand text-white ring-brand' : 'bg-white text-ink ring-line hover:ring-brand'
                      }`}
                    >
                      {listCopy('fr', type.type).noun}
                      <span className={type.type === best ? 'font-normal text-white' : 'text-muted'}>{countText(type.total, type.totalEstime)}</span>
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm text-muted ring-1 ring-line">
                      {listCopy('fr', type.type).noun} <span>0</span>
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
                  {listCopy('fr', best).noun} : {countText(bestCount.total, bestCount.totalEstime)} annonce{bestCount.total > 1 ? 's' : ''}
                </h2>
                <Link href={typeListUrl(best, q)} className="link text-sm font-semibold">
                  Filtrer et trier ces annonces →
                </Link>
              </div>
              <ListingGrid listings={listings} />
              {bestCount.total > listings.length ? (
                <p className="mt-6 text-center">
                  <Link href={typeListUrl(best, q)} className="btn-secondary">
                    Voir les {countText(bestCount.total, bestCount.totalEstime)} annonces
                  </Link>
                </p>
              ) : null}
            </section>
          ) : null}
        </>
      ) : (
        <EmptyState title={`Aucune annonce ne correspond à « ${q} ».`}>
          {result.suggestion ? (
            <p className="text-base">
              Vouliez-vous dire{' '}
              <Link href={suggestionHref(result.suggestion)} className="link font-semibold">
                {result.suggestion.libelle}
              </Link>{' '}
              ?
            </p>
          ) : null}
          <p className="mt-2">Essayez moins de mots, un autre mot, ou parcourez les annonces par type.</p>
          <p className="mt-3 flex flex-wrap justify-center gap-2">
            <Link href="/motos-a-vendre" className="btn-secondary">
              Toutes les motos
            </Link>
            <Link href={`${SIGN_IN_URL}?next=${encodeURIComponent(POST_LISTING_URL)}`} prefetch={false} className="btn-primary">
              + Deposer une annonce
            </Link>
          </p>
        </EmptyState>
      )}
    </div>
  );
}
