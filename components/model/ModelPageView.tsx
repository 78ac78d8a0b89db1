import Link from 'next/link';
import { formatKilometrageIn, formatNumber, formatPriceIn } from '@/lib/i18n/format';
import { LOCALE_TAG, localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { motoSummarizer } from '@/lib/listings';
import { MIN_COMPARABLES } from '@/lib/price-guide';
import { brandUrl, modelUrl } from '@/lib/routes';
import type { ModelPage } from '@/lib/schemas/search';
import { filtersToQuery } from '@/lib/search';
import { foldSearchText } from '@/lib/search-words';
import { absolutePhotoUrl, modelJsonLd } from '@/lib/seo';
import { translator } from '@/server/i18n';
import { ListingGrid } from '../listing/ListingGrid';
import { ListingsSection } from '../listing/ListingsSection';
import { JsonLd } from '../seo/JsonLd';
import { homeCrumb } from '../ui/Breadcrumbs';
import { LandingHeader } from '../ui/LandingPage';
import { PillLinks } from '../ui/PillLinks';
import { cityNameIn } from '@/server/reference-names';

/** The model's listings with some filters: its words (every spelling of its name), in the moto list. */
export const modelListingsUrl = (model: ModelPage, filters: { ville?: string } = {}, locale: Locale = 'fr') =>
  localePath(locale, `/motos-a-vendre${filtersToQuery({ marque: model.marque, q: foldSearchText(model.modele), ...filters, page: 1 })}`);

/** What a model sells for: its market price, what is on offer, where, and its newest listings. */
export function ModelPageView({ model, locale }: { model: ModelPage; locale: Locale }) {
  const t = translator(locale, 'model');
  const price = (value: number | null) => formatPriceIn(locale, value);
  const range = (low: string | null, high: string | null) => (low && high && low !== high ? t('range', { low, high }) : (low ?? high ?? '—'));
  const name = `${model.marque} ${model.modele}`;
  const crumbs = [
    homeCrumb(locale),
    { label: t('motosForSale'), href: localePath(locale, '/motos-a-vendre') },
    { label: model.marque, href: localePath(locale, `/motos-a-vendre${filtersToQuery({ marque: model.marque, page: 1 })}`) },
    { label: model.modele },
  ];
  const { prix } = model;
  const facts: [string, string][] = [
    [t('listings'), formatNumber(model.annonces)],
    [t('years'), range(model.annees.min ? String(model.annees.min) : null, model.annees.max ? String(model.annees.max) : null)],
    [t('mileage'), range(formatKilometrageIn(locale, model.kilometrage.min), formatKilometrageIn(locale, model.kilometrage.max))],
    [t('prices'), range(prix.min !== null ? price(prix.min) : null, prix.max !== null ? price(prix.max) : null)],
  ];
  return (
    <div className="container-page">
      <LandingHeader
        crumbs={crumbs}
        locale={locale}
        title={t('h1', { name })}
        lead={t('lead', { n: model.annonces, count: formatNumber(model.annonces), name })}
      />
      <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_1fr]">
        <section aria-labelledby="prix-marche" className="card p-5">
          <h2 id="prix-marche" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t('marketPrice')}
          </h2>
          {prix.mediane !== null ? (
            <>
              <p className="mt-1 text-3xl font-extrabold text-brand">{price(prix.mediane)}</p>
              <p className="mt-1 text-sm">{t.rich('median', { low: price(prix.bas), high: price(prix.haut), strong: (text) => <strong>{text}</strong> })}</p>
              <p className="mt-3 text-xs text-muted">{t('basedOn', { n: prix.comparables, count: formatNumber(prix.comparables) })}</p>
            </>
          ) : (
            <p className="mt-2 text-sm">
              {t('tooFew', { count: formatNumber(prix.comparables), min: MIN_COMPARABLES, low: price(prix.min), high: price(prix.max) })}
            </p>
          )}
        </section>
        <section aria-label={t('onSale')} className="card p-5">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          {model.villes.length > 0 ? (
            <>
              <h2 className="mt-4 text-sm font-semibold">{t('byCity')}</h2>
              <PillLinks
                className="mt-2"
                links={model.villes.map((ville) => ({
                  href: modelListingsUrl(model, { ville: ville.ville }, locale),
                  label: t('inCity', { name, ville: cityNameIn(locale, ville.ville) }),
                  count: formatNumber(ville.n),
                }))}
              />
            </>
          ) : null}
          <p className="mt-4 text-sm">
            <Link href={localeHref(locale, brandUrl(model.marque))} className="link">
              {t('allOfBrand', { marque: model.marque })}
            </Link>
          </p>
        </section>
      </div>
      <ListingsSection
        id="dernieres"
        title={t('latest', { name })}
        link={
          <Link href={modelListingsUrl(model, {}, locale)} className="link text-sm font-semibold">
            {t('seeAll', { n: model.annonces, count: formatNumber(model.annonces) })}
          </Link>
        }
      >
        <ListingGrid listings={model.dernieres.map(motoSummarizer(locale))} locale={locale} />
      </ListingsSection>
      <JsonLd
        data={modelJsonLd({
          marque: model.marque,
          modele: model.modele,
          url: localePath(locale, modelUrl(model.marqueSlug, model.slug)),
          inLanguage: LOCALE_TAG[locale],
          image: absolutePhotoUrl(model.dernieres[0]?.photo1),
          offers: model.annonces,
          lowPrice: prix.min,
          highPrice: prix.max,
        })}
      />
    </div>
  );
}
