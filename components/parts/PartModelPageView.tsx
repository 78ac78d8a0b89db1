import Link from 'next/link';
import { formatNumber } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { equipementSummarizer } from '@/lib/listings';
import { canonicalListPath } from '@/lib/listing-pages';
import { partModelUrl } from '@/lib/routes';
import type { EquipementCard } from '@/lib/schemas/listings';
import type { PartModelLink } from '@/lib/schemas/search';
import { filtersToQuery } from '@/lib/search';
import { translator } from '@/server/i18n';
import { ListingGrid } from '../listing/ListingGrid';
import { ListingsSection } from '../listing/ListingsSection';
import { homeCrumb } from '../ui/Breadcrumbs';
import { LandingHeader, OtherPages } from '../ui/LandingPage';

export interface PartModelPageData {
  model: PartModelLink;
  /** the newest listings that fit it: naming it, or universal */
  listings: EquipementCard[];
  /** other models named by listings, the most named first */
  others: PartModelLink[];
}

/** What fits one reference model: how many listings name it, the newest that fit, the other models. */
export function PartModelPageView({ data, locale }: { data: PartModelPageData; locale: Locale }) {
  const t = translator(locale, 'partModel');
  const { model } = data;
  const name = `${model.marque} ${model.modele}`;
  const partsPath = localePath(locale, canonicalListPath('piece-rechange'));
  const crumbs = [homeCrumb(locale), { label: t('parts'), href: partsPath }, { label: name }];
  return (
    <div className="container-page">
      <LandingHeader
        crumbs={crumbs}
        locale={locale}
        title={t('h1', { name })}
        lead={t('lead', { n: model.annonces, count: formatNumber(model.annonces), name })}
      />
      <ListingsSection
        id="pieces-modele"
        className="mb-8"
        title={t('latest', { name })}
        link={
          <Link href={`${partsPath}${filtersToQuery({ q: name, page: 1 })}`} className="link text-sm font-semibold">
            {t('searchAll', { name })}
          </Link>
        }
      >
        <ListingGrid listings={data.listings.map(equipementSummarizer(locale))} locale={locale} />
      </ListingsSection>
      <OtherPages
        id="autres-modeles"
        title={t('otherModels')}
        links={data.others.map((other) => ({
          href: localePath(locale, partModelUrl(other.marqueSlug, other.slug)),
          label: `${other.marque} ${other.modele}`,
          count: formatNumber(other.annonces),
        }))}
      />
    </div>
  );
}
