/** The brands and a brand's page in a language (app/[locale]/motos-neuves). */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingsSection } from '../listing/ListingsSection';
import { ListingGrid } from '@/components/listing/ListingGrid';
import { DirectoryPage } from '@/components/layout/DirectoryPage';
import { Breadcrumbs, homeCrumb } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { v1 } from '@/lib/api';
import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import { pageAlternates } from '@/lib/i18n/alternates';
import { countryIn } from '@/lib/i18n/countries';
import { formatCylindreeIn, formatNumber } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { motoSummarizer } from '@/lib/listings';
import { brandUrl, modelUrl } from '@/lib/routes';
import { emptyPage } from '@/lib/schemas/common';
import { DEFAULT_PAGE_SIZE } from '@/lib/paging';
import type { MotoCard } from '@/lib/schemas/listings';
import type { ModelLink } from '@/lib/schemas/search';
import type { MarqueDetail } from '@/lib/schemas/reference';
import { foldName, safeDecode } from '@/lib/text';
import { translator } from '@/server/i18n';
import { BrandLogo } from '@/components/brand/BrandLogo';

const BRANDS_URL = '/motos-neuves';

export function brandsMetadata(locale: Locale): Metadata {
  const t = translator(locale, 'brands');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, BRANDS_URL) };
}

export async function BrandsRoute({ locale }: { locale: Locale }) {
  const t = translator(locale, 'brands');
  const marques = await cachedV1.marques('moto').catch((error: unknown) => {
    console.warn('brands unavailable', error);
    return [];
  });
  return (
    <DirectoryPage locale={locale} crumb={t('crumb')} title={t('h1')} lead={t('lead')} empty={marques.length === 0 ? t('unavailable') : null}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {marques.map((m) => (
          <li key={m.idmarque}>
            <Link href={localePath(locale, brandUrl(m.nom_marque))} className="card flex h-full flex-col items-center gap-2 p-4 text-center hover:ring-brand">
              <BrandLogo logo={m.logo} name={m.nom_marque} />
              <span className="font-semibold">{m.nom_marque}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DirectoryPage>
  );
}

/** A motorcycle brand (equipment brands have no page here). */
const loadBrand = cache(async (key: string) => {
  const marque = await v1.marque.detail(safeDecode(key));
  return marque && marque.types.includes('moto') ? marque : null;
});

type BrandParams = Promise<{ brand: string }>;

/** Listings on a brand's page: as many as a page of its list, whose page 2 carries on from it. */
const BRAND_PAGE_LISTINGS = DEFAULT_PAGE_SIZE;

/** The brand's presentation in the page's language, if written in it (reference data: both). */
function presentationIn(locale: Locale, marque: MarqueDetail): string | null {
  return locale === 'fr' ? marque.description : marque.description_ar;
}

export async function brandMetadata(params: BrandParams, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'brands');
  const marque = await loadBrand((await params).brand).catch(() => null);
  if (!marque) return { title: t('notFound'), robots: { index: false } };
  const title = t('brandTitle', { marque: marque.nom_marque });
  // A brand without a presentation in the page's language: the page says what it is itself.
  const intro = presentationIn(locale, marque) ?? t('brandIntro', { marque: marque.nom_marque });
  const description = t('brandDescription', { intro, n: marque.nombre_annonces, count: formatNumber(marque.nombre_annonces), marque: marque.nom_marque });
  const alternates = pageAlternates(locale, brandUrl(marque.nom_marque));
  return { title, description, alternates, openGraph: { title, description, url: alternates.canonical } };
}

/**
 * A brand's page: its presentation, its models (those with a page first) and its first listings.
 * The following ones are its list's (/motos-a-vendre?marque=…&page=n, cached like the other lists):
 * a brand's page is one cached page, whatever page its old links asked for (next.config.ts).
 */
export async function BrandRoute({ params, locale }: { params: BrandParams; locale: Locale }) {
  const t = translator(locale, 'brands');
  const marque = await loadBrand((await params).brand);
  if (!marque) notFound();
  const [listings, modelPages] = await Promise.all([
    v1.moto.search({ marque: marque.nom_marque, limit: BRAND_PAGE_LISTINGS }).catch(readFailed('brand listings', emptyPage<MotoCard>())),
    cachedV1.modeles(marque.slug).catch(readFailed<ModelLink[]>('model pages', [])),
  ]);
  const pageOfModel = new Map(modelPages.map((model) => [model.slug, model]));
  // Models sellers name that the brand's list does not have, with a page of their own.
  const otherModelPages = modelPages.filter((model) => !marque.modeles.some((m) => foldName(m.nom_modele) === model.slug));
  const list = localePath(locale, '/motos-a-vendre');
  const allListings = `${list}?marque=${encodeURIComponent(marque.nom_marque)}`;
  const here = localePath(locale, brandUrl(marque.nom_marque));
  const pays = countryIn(locale, marque.pays);
  const presentation = presentationIn(locale, marque);
  const marketPrice = <span className="font-normal text-muted"> · {t('marketPrice')}</span>;
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[homeCrumb(locale), { label: t('crumb'), href: localePath(locale, BRANDS_URL) }, { label: marque.nom_marque }]} locale={locale} />
      <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <BrandLogo logo={marque.logo} name={marque.nom_marque} className="h-20 w-40" />
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('brandH1', { marque: marque.nom_marque })}</h1>
          {pays ? <p className="text-sm text-muted">{t('maker', { pays })}</p> : null}
          {presentation ? <p className="mt-2 max-w-2xl">{presentation}</p> : null}
        </div>
      </header>
      {marque.modeles.length > 0 ? (
        <section aria-labelledby="modeles" className="mt-8">
          <h2 id="modeles" className="mb-3 text-xl font-bold">
            {t('models', { marque: marque.nom_marque })}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {marque.modeles.map((m) => {
              // A model with enough listings has its page, with its market price.
              const modelPage = pageOfModel.get(foldName(m.nom_modele));
              return (
                <li key={m.idmodele}>
                  <Link
                    href={
                      modelPage
                        ? localePath(locale, modelUrl(modelPage.marqueSlug, modelPage.slug))
                        : `${allListings}&modele=${encodeURIComponent(m.nom_modele)}`
                    }
                    className={`inline-block rounded-full px-3 py-2 text-sm ring-1 hover:ring-brand ${modelPage ? 'bg-brand-light font-semibold ring-brand/30' : 'bg-white ring-line'}`}
                  >
                    {m.nom_modele}
                    {m.cylindre ? <span className="font-normal text-muted"> · {formatCylindreeIn(locale, m.cylindre)}</span> : null}
                    {modelPage ? marketPrice : null}
                  </Link>
                </li>
              );
            })}
            {otherModelPages.map((model) => (
              <li key={model.slug}>
                <Link
                  href={localePath(locale, modelUrl(model.marqueSlug, model.slug))}
                  className="inline-block rounded-full bg-brand-light px-3 py-2 text-sm font-semibold ring-1 ring-brand/30 hover:ring-brand"
                >
                  {model.modele}
                  {marketPrice}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListingsSection
        id="annonces-marque"
        title={t('count', { n: marque.nombre_annonces, count: formatNumber(marque.nombre_annonces), marque: marque.nom_marque })}
        link={
          <Link href={allListings} className="link text-sm">
            {t('filter')}
          </Link>
        }
      >
        {listings.annonces.length > 0 ? (
          <ListingGrid listings={listings.annonces.map(motoSummarizer(locale))} locale={locale} />
        ) : (
          <EmptyState title={t('empty', { marque: marque.nom_marque })}>
            <Link href={list} className="link">
              {t('seeAll')}
            </Link>
          </EmptyState>
        )}
        <Pagination page={1} totalPages={listings.totalPages} hrefFor={(p) => (p > 1 ? `${allListings}&page=${p}` : here)} locale={locale} />
      </ListingsSection>
    </div>
  );
}
