/** The shops and a shop's page in a language (app/[locale]/boutiques, app/[locale]/annonceur/boutique/[id]). */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingGrid } from '@/components/listing/ListingGrid';
import { JsonLd } from '@/components/seo/JsonLd';
import { DirectoryPage } from '@/components/layout/DirectoryPage';
import { Breadcrumbs, homeCrumb } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { MapPinIcon } from '@/components/ui/static-icons';
import { v1 } from '@/lib/api';
import { pageAlternates } from '@/lib/i18n/alternates';
import { formatDateMediumIn, formatNumber } from '@/lib/i18n/format';
import { LOCALE_TAG, localePath, type Locale } from '@/lib/i18n/locales';
import { equipementSummarizer, motoSummarizer } from '@/lib/listings';
import { shopUrl } from '@/lib/routes';
import { emptyPage } from '@/lib/schemas/common';
import { reachablePage } from '@/lib/reachable-page';
import { absolutePhotoUrl, absoluteUrl } from '@/lib/seo';
import { translator } from '@/server/i18n';
import { ShopLogo } from '@/components/shop/ShopLogo';
import { VerifiedMark } from '@/components/ui/VerifiedMark';
import { cityNameIn } from '@/server/reference-names';
import { isolated } from '@/lib/text';

const SHOPS_URL = '/boutiques';

export function shopsMetadata(locale: Locale): Metadata {
  const t = translator(locale, 'shops');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, SHOPS_URL) };
}

export async function ShopsRoute({ locale }: { locale: Locale }) {
  const t = translator(locale, 'shops');
  const boutiques = await v1.utilisateur.boutiquesAccueil(100).catch((error: unknown) => {
    console.warn('shops unavailable', error);
    return [];
  });
  return (
    <DirectoryPage locale={locale} crumb={t('crumb')} title={t('h1')} lead={t('lead')} empty={boutiques.length === 0 ? t('empty') : null}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {boutiques.map((b) => (
          <li key={b.idutilisateur}>
            <Link href={localePath(locale, shopUrl(b.idutilisateur))} className="card flex h-full gap-4 p-4 hover:ring-brand">
              <ShopLogo logo={b.logo} name={b.nom_entreprise} />
              <span className="min-w-0">
                <span className="block font-bold" dir="auto">
                  {b.nom_entreprise}
                </span>
                <span className="block text-sm text-muted">
                  {cityNameIn(locale, b.ville) ?? t('morocco')} · {t('count', { n: b.nombre_annonces, count: formatNumber(b.nombre_annonces) })}
                </span>
                {b.description ? (
                  <span className="mt-1 line-clamp-2 block text-sm" dir="auto">
                    {b.description}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DirectoryPage>
  );
}

const loadShop = cache(async (id: string) => (/^\d{1,9}$/.test(id) && Number(id) > 0 ? v1.utilisateur.boutique(Number(id)) : null));

type ShopParams = Promise<{ id: string }>;
type ShopQuery = Promise<{ page?: string | string[]; page_equipement?: string | string[] }>;

export async function shopMetadata(params: ShopParams, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'shops');
  const shop = await loadShop((await params).id).catch(() => null);
  if (!shop) return { title: t('notFound'), robots: { index: false } };
  const name = shop.nom_entreprise;
  const title = shop.ville ? t('shopTitle', { name: isolated(name), ville: cityNameIn(locale, shop.ville) }) : t('shopTitleNoCity', { name: isolated(name) });
  // The shop's own words, in the language it wrote them.
  const description = shop.description ?? t('shopDescription', { name });
  return { title, description, alternates: pageAlternates(locale, shopUrl(shop.idutilisateur)), openGraph: { title, description } };
}

export async function ShopRoute({ params, searchParams, locale }: { params: ShopParams; searchParams: ShopQuery; locale: Locale }) {
  const t = translator(locale, 'shops');
  const shop = await loadShop((await params).id);
  if (!shop) notFound();
  const query = await searchParams;
  const motoPage = reachablePage(query.page);
  const equipmentPage = reachablePage(query.page_equipement);
  const [motos, equipements] = await Promise.all([
    v1.moto.boutique(shop.idutilisateur, { page: motoPage, limit: 12 }).catch(() => null),
    v1.equipement.boutique(shop.idutilisateur, 'tous', { page: equipmentPage, limit: 12 }).catch(() => null),
  ]);
  const motoList = motos ?? emptyPage();
  const equipmentList = equipements ?? emptyPage();
  const here = localePath(locale, shopUrl(shop.idutilisateur));
  const href = (change: { page?: number; page_equipement?: number }) => {
    const next = { page: motoPage, page_equipement: equipmentPage, ...change };
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.page_equipement > 1) search.set('page_equipement', String(next.page_equipement));
    const text = search.toString();
    return `${here}${text ? `?${text}` : ''}`;
  };
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[homeCrumb(locale), { label: t('crumb'), href: localePath(locale, SHOPS_URL) }, { label: shop.nom_entreprise }]} locale={locale} />
      <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ShopLogo logo={shop.logo} name={shop.nom_entreprise} size={96} />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-extrabold sm:text-3xl" dir="auto">
            {shop.nom_entreprise}
          </h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {shop.ville ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon /> <bdi>{shop.adresse ?? cityNameIn(locale, shop.ville)}</bdi>
              </span>
            ) : null}
            <span>{t('since', { date: formatDateMediumIn(locale, shop.date_ajout) })}</span>
            <span>{t('count', { n: shop.nombre_annonces, count: formatNumber(shop.nombre_annonces) })}</span>
            {shop.telephone_verifie ? (
              <VerifiedMark label={translator(locale, 'phoneVerification')('badge')} hint={translator(locale, 'phoneVerification')('badgeHint')} />
            ) : null}
          </p>
          {shop.description ? (
            <p className="max-w-3xl" dir="auto">
              {shop.description}
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="boutique-motos" className="mt-8">
        <h2 id="boutique-motos" className="mb-4 text-xl font-bold">
          {t('motos', { count: formatNumber(motoList.total) })}
        </h2>
        {motoList.annonces.length > 0 ? (
          <ListingGrid listings={motoList.annonces.map(motoSummarizer(locale))} locale={locale} />
        ) : (
          <EmptyState title={t('noMotos')} />
        )}
        <Pagination page={motoList.page} totalPages={motoList.totalPages} hrefFor={(p) => href({ page: p })} locale={locale} />
      </section>
      <section aria-labelledby="boutique-equipements" className="mt-10">
        <h2 id="boutique-equipements" className="mb-4 text-xl font-bold">
          {t('equipment', { count: formatNumber(equipmentList.total) })}
        </h2>
        {equipmentList.annonces.length > 0 ? (
          <ListingGrid listings={equipmentList.annonces.map(equipementSummarizer(locale))} locale={locale} />
        ) : (
          <EmptyState title={t('noEquipment')} />
        )}
        <Pagination page={equipmentList.page} totalPages={equipmentList.totalPages} hrefFor={(p) => href({ page_equipement: p })} locale={locale} />
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Store',
          name: shop.nom_entreprise,
          url: absoluteUrl(here),
          image: absolutePhotoUrl(shop.logo),
          description: shop.description ?? undefined,
          ...(locale === 'fr' ? {} : { inLanguage: LOCALE_TAG[locale] }),
          address: shop.ville
            ? { '@type': 'PostalAddress', streetAddress: shop.adresse ?? undefined, addressLocality: cityNameIn(locale, shop.ville), addressCountry: 'MA' }
            : undefined,
        }}
      />
    </div>
  );
}
