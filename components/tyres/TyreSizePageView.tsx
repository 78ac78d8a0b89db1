import Link from 'next/link';
import { formatNumber, formatPriceIn, leftToRightIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { equipementSummarizer } from '@/lib/listings';
import { canonicalListPath } from '@/lib/listing-pages';
import { tyreSizeUrl } from '@/lib/routes';
import type { EquipementCard, TyreSizeSummary } from '@/lib/schemas/listings';
import { filtersToQuery } from '@/lib/search';
import { tyreKeyText } from '@/lib/tyre-sizes';
import { translator } from '@/server/i18n';
import { ListingGrid } from '../listing/ListingGrid';
import { ListingsSection } from '../listing/ListingsSection';
import { homeCrumb } from '../ui/Breadcrumbs';
import { LandingHeader, OtherPages } from '../ui/LandingPage';

export interface TyreSizePageData {
  summary: TyreSizeSummary;
  /** its newest listings */
  listings: EquipementCard[];
  /** the other sizes on sale, the most listed first */
  others: TyreSizeSummary[];
}

/** The tyres of one size: how many, at what prices, the newest, and the other sizes on sale. */
export function TyreSizePageView({ data, locale }: { data: TyreSizePageData; locale: Locale }) {
  const t = translator(locale, 'tyreSize');
  const { summary } = data;
  // A non-breaking hyphen: a heading does not break "110/90-19" after its dash.
  const size = leftToRightIn(locale, tyreKeyText(summary.taille).replace('-', '\u2011'));
  const tyresPath = localePath(locale, canonicalListPath('pneu'));
  const crumbs = [homeCrumb(locale), { label: t('tyres'), href: tyresPath }, { label: size }];
  const prices =
    summary.prix_min !== null && summary.prix_max !== null
      ? summary.prix_min === summary.prix_max
        ? formatPriceIn(locale, summary.prix_min)
        : t('range', { low: formatPriceIn(locale, summary.prix_min), high: formatPriceIn(locale, summary.prix_max) })
      : null;
  return (
    <div className="container-page">
      <LandingHeader
        crumbs={crumbs}
        locale={locale}
        title={t('h1', { size })}
        lead={t('lead', { n: summary.annonces, count: formatNumber(summary.annonces), size, rim: summary.taille.split('-').at(-1)! })}
      >
        {prices ? (
          <p className="mt-2 font-semibold">
            {t('prices')} <bdi>{prices}</bdi>
          </p>
        ) : null}
      </LandingHeader>
      <ListingsSection
        id="pneus-taille"
        className="mb-8"
        title={t('latest', { size })}
        link={
          <Link href={`${tyresPath}${filtersToQuery({ taille: summary.taille, page: 1 })}`} className="link text-sm font-semibold">
            {t('seeAll', { n: summary.annonces, count: formatNumber(summary.annonces) })}
          </Link>
        }
      >
        <ListingGrid listings={data.listings.map(equipementSummarizer(locale))} locale={locale} />
      </ListingsSection>
      <OtherPages
        id="autres-tailles"
        title={t('otherSizes')}
        links={data.others.map((other) => ({
          href: localePath(locale, tyreSizeUrl(other.taille)),
          label: tyreKeyText(other.taille),
          count: formatNumber(other.annonces),
          dir: 'ltr' as const,
        }))}
      />
    </div>
  );
}
