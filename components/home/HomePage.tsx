import Link from 'next/link';
import { pickSponsored } from '@/lib/ads';
import { v1 } from '@/lib/api';
import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import { urlTypeOfEquipment, type EquipmentType } from '@/lib/listing-types';
import { equipementSummarizer, motoSummarizer, type ListingSummary } from '@/lib/listings';
import { brandUrl, photoUrl, shopUrl } from '@/lib/routes';
import type { EquipementCard, MotoCard } from '@/lib/schemas/listings';
import type { Marque, Ville } from '@/lib/schemas/reference';
import type { SponsoredListing } from '@/lib/schemas/sponsoring';
import type { Boutique } from '@/lib/schemas/users';
import { organizationJsonLd } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { translator } from '@/server/i18n';
import { AdBanner } from '../ads/AdBanner';
import { Carousel } from '../carousel/Carousel';
import { ListingCard } from '../listing/ListingCard';
import { HomeSearchForm } from '../search/HomeSearchForm';
import { SearchForm } from '../search/SearchForm';
import { JsonLd } from '../seo/JsonLd';
import { Texts } from '../texts/Texts';
import { HydrateSeparately } from '../ui/HydrateSeparately';
import { HomeTabs } from './HomeTabs';
import { PlainImg } from '../ui/PlainImg';
import { cityChoicesIn, cityNameIn } from '@/server/reference-names';

const CAROUSEL_SIZE = 8;
/** What the home's client components read: the search form's (with its brand picker's and the types') and the carousels'. */
const HOME_NAMESPACES = ['homeForm', 'brandBox', 'listingTypes', 'carousel'] as const;
/** The spec's order of the carousels under the tabs. */
const EQUIPMENT_CAROUSELS: EquipmentType[] = ['motard', 'moto', 'piece', 'pneu'];

function BrandsPanel({ marques, locale }: { marques: Marque[]; locale: Locale }) {
  return (
    <div>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {marques.map((m) => (
          <li key={m.idmarque}>
            <Link
              href={localeHref(locale, brandUrl(m.nom_marque))}
              className="flex h-full flex-col items-center gap-1 rounded-lg p-2 ring-1 ring-line hover:ring-brand"
            >
              {m.logo ? <PlainImg src={photoUrl(m.logo)!} alt="" width={120} height={60} loading="lazy" className="h-12 w-24 object-contain" /> : null}
              <span className="text-center text-xs font-medium">{m.nom_marque}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center">
        <Link href={localeHref(locale, '/motos-neuves')} className="btn-secondary">
          {translator(locale, 'home')('allBrands')}
        </Link>
      </p>
    </div>
  );
}

function ShopsPanel({ boutiques, locale }: { boutiques: Boutique[]; locale: Locale }) {
  if (boutiques.length === 0) return <p className="text-muted">{translator(locale, 'home')('noShops')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {boutiques.map((b) => (
        <li key={b.idutilisateur}>
          <Link
            href={localeHref(locale, shopUrl(b.idutilisateur))}
            className="flex h-full flex-col items-center gap-2 rounded-lg p-3 text-center ring-1 ring-line hover:ring-brand"
          >
            {b.logo ? (
              <PlainImg src={photoUrl(b.logo)!} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-full" />
            ) : (
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-light text-xl font-bold text-brand" aria-hidden="true">
                {b.nom_entreprise.charAt(0)}
              </span>
            )}
            <span className="text-sm font-semibold">{b.nom_entreprise}</span>
            {b.ville ? <span className="text-xs text-muted">{cityNameIn(locale, b.ville)}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ListingCarousel({
  title,
  href,
  listings,
  sponsoredAfterFirst,
  locale,
}: {
  title: string;
  href: string;
  listings: ListingSummary[];
  sponsoredAfterFirst?: ListingSummary | null;
  locale: Locale;
}) {
  if (listings.length === 0) return null;
  const slides = sponsoredAfterFirst ? [listings[0]!, sponsoredAfterFirst, ...listings.slice(1)] : listings;
  const headingId = `carrousel-${href.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="below-fold mt-10">
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <Link href={localeHref(locale, href)} className="link shrink-0 text-sm">
          {translator(locale, 'home')('seeMore')}
          <span className="sr-only"> : {title}</span>
        </Link>
      </div>
      <Carousel label={title}>
        {slides.map((listing, i) => (
          <ListingCard
            key={`${listing.kind}-${listing.id}-${i}`}
            listing={listing}
            locale={locale}
            headingLevel={3}
            sponsored={listing === sponsoredAfterFirst}
          />
        ))}
      </Carousel>
    </section>
  );
}

/** The home page: banner, the three search tabs and the five carousels, in either language. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = translator(locale, 'home');
  const typeName = translator(locale, 'listingTypes');
  const [marques, allMotoBrands, villes, boutiques, motos, equipements, sponsoringOn, sponsored] = await Promise.all([
    cachedV1.marquesAccueil().catch(readFailed<Marque[]>('brands', [])),
    cachedV1.marques('moto').catch(readFailed<Marque[]>('moto brands', [])),
    cachedV1.villes().catch(readFailed<Ville[]>('cities', [])),
    cachedV1.boutiquesAccueil(12).catch(readFailed<Boutique[]>('shops', [])),
    v1.moto.accueil(CAROUSEL_SIZE).catch(readFailed<MotoCard[]>('motos', [])),
    Promise.all(EQUIPMENT_CAROUSELS.map((type) => v1.equipement.accueil(type, CAROUSEL_SIZE).catch(readFailed<EquipementCard[]>(type, [])))),
    cachedV1.setting('affichagesponsoring').catch(readFailed('sponsoring setting', null)),
    cachedV1.runningSponsorings('moto').catch(readFailed<SponsoredListing[]>('sponsorings', [])),
  ]);
  const summarizeMoto = motoSummarizer(locale);
  const summarizeEquipement = equipementSummarizer(locale);
  const motoSummaries = motos.map(summarizeMoto);
  const sponsoredMoto =
    sponsoringOn === '1' && motoSummaries.length > 0
      ? pickSponsored(
          sponsored.flatMap((s) => (s.type === 'moto' ? [{ ...summarizeMoto(s.annonce), idsponsoring: s.idsponsoring }] : [])),
          (s) => s.id,
          motoSummaries.map((m) => m.id),
        )
      : null;

  return (
    <Texts locale={locale} namespaces={HOME_NAMESPACES}>
      <div className="container-page">
        <AdBanner page="accueil" className="mt-4" locale={locale} />
        <section aria-labelledby="accueil-titre" className="mt-6">
          <h1 id="accueil-titre" className="text-2xl font-extrabold leading-tight sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mb-5 mt-2 max-w-2xl text-muted">{t('intro')}</p>
          <HomeTabs
            label={t('tabsLabel')}
            tabs={[
              {
                label: t('tabListings'),
                panel: (
                  <>
                    <SearchForm
                      name="accueil"
                      locale={locale}
                      label={t('wordsLabel')}
                      submitLabel={t('wordsSubmit')}
                      placeholder={t('wordsPlaceholder')}
                      className="relative mb-5 flex max-w-2xl"
                    />
                    <HomeSearchForm initialMarques={allMotoBrands.map((m) => m.nom_marque)} villes={cityChoicesIn(locale, villes)} />
                  </>
                ),
              },
              { label: t('tabBrands'), panel: <BrandsPanel marques={marques} locale={locale} /> },
              { label: t('tabShops'), panel: <ShopsPanel boutiques={boutiques} locale={locale} /> },
            ]}
          />
        </section>
        {/* Each carousel hydrates on its own, one at a time. */}
        <HydrateSeparately>
          <ListingCarousel title={typeName('moto')} href="/annonce/moto" listings={motoSummaries} sponsoredAfterFirst={sponsoredMoto} locale={locale} />
        </HydrateSeparately>
        {EQUIPMENT_CAROUSELS.map((type, i) => {
          const urlType = urlTypeOfEquipment(type);
          return (
            <HydrateSeparately key={type}>
              <ListingCarousel title={typeName(urlType)} href={`/annonce/${urlType}`} listings={equipements[i]!.map(summarizeEquipement)} locale={locale} />
            </HydrateSeparately>
          );
        })}
        <JsonLd data={organizationJsonLd()} />
      </div>
    </Texts>
  );
}
