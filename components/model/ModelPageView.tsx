import Link from 'next/link';
import { formatKilometrage, formatNumber, formatPrice } from '@/lib/format';
import { summarizeMoto } from '@/lib/listings';
import { MIN_COMPARABLES } from '@/lib/price-guide';
import { brandUrl, modelUrl } from '@/lib/routes';
import type { ModelPage } from '@/lib/schemas/search';
import { filtersToQuery } from '@/lib/search';
import { foldSearchText } from '@/lib/search-words';
import { absolutePhotoUrl, modelJsonLd } from '@/lib/seo';
import { ListingGrid } from '../listing/ListingGrid';
import { JsonLd } from '../seo/JsonLd';
import { Breadcrumbs } from '../ui/Breadcrumbs';

/** The model's listings with some filters: its words (every spelling of its name), in the moto list. */
export const modelListingsUrl = (model: ModelPage, filters: { ville?: string } = {}) =>
  `/motos-a-vendre${filtersToQuery({ marque: model.marque, q: foldSearchText(model.modele), ...filters, page: 1 })}`;

const range = (low: string | null, high: string | null) => (low && high && low !== high ? `${low} à ${high}` : (low ?? high ?? '—'));

/** What a model sells for: its market price, what is on offer, where, and its newest listings. */
export function ModelPageView({ model }: { model: ModelPage }) {
  const name = `${model.marque} ${model.modele}`;
  const crumbs = [
    { label: 'Accueil', href: '/' },
    { label: 'Motos à vendre', href: '/motos-a-vendre' },
    { label: model.marque, href: `/motos-a-vendre${filtersToQuery({ marque: model.marque, page: 1 })}` },
    { label: model.modele },
  ];
  const { prix } = model;
  const facts: [string, string][] = [
    ['Annonces', formatNumber(model.annonces)],
    ['Années-modèles', range(model.annees.min ? String(model.annees.min) : null, model.annees.max ? String(model.annees.max) : null)],
    ['Kilométrage', range(formatKilometrage(model.kilometrage.min), formatKilometrage(model.kilometrage.max))],
    ['Prix demandés', range(prix.min !== null ? formatPrice(prix.min) : null, prix.max !== null ? formatPrice(prix.max) : null)],
  ];
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{name} à vendre au Maroc</h1>
        <p className="mt-2 max-w-3xl text-muted">
          {formatNumber(model.annonces)} annonce{model.annonces > 1 ? 's' : ''} de {name} d’occasion ou neuve, chez des particuliers et des boutiques : leur
          prix du marché, les années et kilométrages en vente, et les dernières publiées.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_1fr]">
        <section aria-labelledby="prix-marche" className="card p-5">
          <h2 id="prix-marche" className="text-sm font-semibold uppercase tracking-wide text-muted">
            Prix du marché
          </h2>
          {prix.mediane !== null ? (
            <>
              <p className="mt-1 text-3xl font-extrabold text-brand">{formatPrice(prix.mediane)}</p>
              <p className="mt-1 text-sm">
                Prix médian · la moitié des annonces entre <strong>{formatPrice(prix.bas)}</strong> et <strong>{formatPrice(prix.haut)}</strong>
              </p>
              <p className="mt-3 text-xs text-muted">D’après {formatNumber(prix.comparables)} annonces publiées avec un prix.</p>
            </>
          ) : (
            <p className="mt-2 text-sm">
              Pas encore assez d’annonces avec un prix ({formatNumber(prix.comparables)}, il en faut {MIN_COMPARABLES}) pour un prix médian fiable : les prix
              demandés vont de {formatPrice(prix.min)} à {formatPrice(prix.max)}.
            </p>
          )}
        </section>
        <section aria-label="En vente" className="card p-5">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {model.villes.length > 0 ? (
            <>
              <h2 className="mt-4 text-sm font-semibold">Par ville</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {model.villes.map((ville) => (
                  <li key={ville.ville}>
                    <Link
                      href={modelListingsUrl(model, { ville: ville.ville })}
                      className="inline-block rounded-full bg-white px-3 py-1.5 text-sm ring-1 ring-line hover:ring-brand"
                    >
                      {name} à {ville.ville} <span className="text-muted">· {formatNumber(ville.n)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-4 text-sm">
            <Link href={brandUrl(model.marque)} className="link">
              Toutes les motos {model.marque}
            </Link>
          </p>
        </section>
      </div>
      <section aria-labelledby="dernieres" className="mt-8">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="dernieres" className="text-xl font-bold">
            Dernières {name} publiées
          </h2>
          <Link href={modelListingsUrl(model)} className="link text-sm font-semibold">
            Voir les {formatNumber(model.annonces)} annonces et filtrer
          </Link>
        </div>
        <ListingGrid listings={model.dernieres.map(summarizeMoto)} />
      </section>
      <JsonLd
        data={modelJsonLd({
          marque: model.marque,
          modele: model.modele,
          url: modelUrl(model.marqueSlug, model.slug),
          image: absolutePhotoUrl(model.dernieres[0]?.photo1),
          offers: model.annonces,
          lowPrice: prix.min,
          highPrice: prix.max,
        })}
      />
    </div>
  );
}
