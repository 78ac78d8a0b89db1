import Link from 'next/link';
import { tyreKeyText, tyreSizeKey, tyreSizeOf, tyreSizeText } from '@/lib/tyre-sizes';
import { fittedYearsText, fitsMotorcycles } from '@/lib/fitment';
import { BikeFitSlot } from '../garage/BikeFitSlot';
import { v1 } from '@/lib/api';
import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import { formatNumber } from '@/lib/format';
import { conditionIn, formatCylindreeIn, formatDateMediumIn, formatKilometrageIn, formatPriceIn, leftToRightIn } from '@/lib/i18n/format';
import { LOCALE_TAG, localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { translator } from '@/server/i18n';
import { priceLabel, type PriceGuide, type PriceLabel } from '@/lib/price-guide';
import { canonicalListPath } from '@/lib/listing-pages';
import { equipementSummarizer, motoSummarizer, type ListingSummary } from '@/lib/listings';
import { modelUrl, partModelUrl, tyreSizeUrl, photoUrl, reportUrl, shopUrl } from '@/lib/routes';
import type { ModelLink } from '@/lib/schemas/search';
import { foldName } from '@/lib/text';
import type { EquipementCard, MotoCard } from '@/lib/schemas/listings';
import { absolutePhotoUrl, absoluteUrl } from '@/lib/seo';
import { AdCardView, ResponsiveAd } from '../ads/AdViews';
import { HeartButton } from '../favourites/HeartButton';
import { adsFor } from '../ads/data';
import { JsonLd } from '../seo/JsonLd';
import { Breadcrumbs, homeCrumb } from '../ui/Breadcrumbs';
import { HydrateSeparately } from '../ui/HydrateSeparately';
import { CalendarIcon, EyeIcon, FlagIcon, MapPinIcon, StoreIcon } from '../ui/static-icons';
import { CanonicalAddress } from './CanonicalAddress';
import { ContactBox } from './ContactBox';
import { ContactBar, PHONE_CONTACT_ID } from './ContactBar';
import { contactPageUrl, contactQuote, sellerName, type ListingDetailData } from './detail-data';
import { Texts } from '../texts/Texts';
import { Gallery } from './Gallery';
import { ListingCard } from './ListingCard';
import { VerifiedMark } from '../ui/VerifiedMark';
import { SafetyAdvice } from './SellerContact';
import { SpecsTable } from './SpecsTable';
import { ViewCounter } from './ViewCounter';
import { PlainImg } from '../ui/PlainImg';
import { categoryNameIn, cityNameIn } from '@/server/reference-names';

/** The price guide's word on a moto's price, or nothing (not enough comparables, no price, a failed read). */
async function marketLabel(data: ListingDetailData): Promise<{ label: PriceLabel; guide: PriceGuide } | null> {
  if (data.kind !== 'moto' || data.detail.prix === null || !data.detail.model || !data.detail.modele) return null;
  try {
    const guide = await v1.moto.prixMarche({
      marque: data.detail.marque,
      modele: data.detail.modele,
      annee: data.detail.model,
      kilometrage: data.detail.kilometrage,
      exclure: data.detail.idannonce_moto,
    });
    const label = priceLabel(data.detail.prix, guide);
    return label ? { label, guide } : null;
  } catch (error) {
    return readFailed<null>('price guide', null)(error);
  }
}

/** The page of the listing's model, when it has one (enough listings): its market price. */
async function modelPageOf(data: ListingDetailData): Promise<ModelLink | null> {
  if (data.kind !== 'moto' || !data.detail.modele) return null;
  const slug = foldName(data.detail.modele);
  const models = await cachedV1.modeles(foldName(data.detail.marque)).catch(readFailed<ModelLink[]>('models', []));
  return models.find((model) => model.slug === slug) ?? null;
}

async function similarListings(data: ListingDetailData, locale: Locale): Promise<ListingSummary[]> {
  const summarizeMoto = motoSummarizer(locale);
  const summarizeEquipement = equipementSummarizer(locale);
  try {
    if (data.kind === 'moto') {
      const similar: MotoCard[] = await v1.moto.similaires(data.detail.marque, data.detail.idannonce_moto, 8);
      return similar.map(summarizeMoto);
    }
    const page = await v1.equipement.search({ type: data.detail.type, categorie: String(data.detail.idcategorie), limit: 9 });
    return page.annonces
      .filter((e: EquipementCard) => e.idannonce_equipement !== data.detail.idannonce_equipement)
      .slice(0, 8)
      .map(summarizeEquipement);
  } catch (error) {
    return readFailed<ListingSummary[]>('similar listings', [])(error);
  }
}

function productJsonLd(data: ListingDetailData, locale: Locale) {
  const { detail } = data;
  const href = localePath(locale, data.summary.href);
  const vendeur = detail.vendeur;
  const seller = vendeur.nom_entreprise
    ? { '@type': 'Organization', name: vendeur.nom_entreprise, url: absoluteUrl(shopUrl(vendeur.idutilisateur)) }
    : { '@type': 'Person', name: `${vendeur.prenom} ${vendeur.nom.charAt(0)}.` };
  const moto =
    data.kind === 'moto'
      ? {
          brand: { '@type': 'Brand', name: data.detail.marque },
          model: data.detail.modele || undefined,
          vehicleModelDate: data.detail.model ? String(data.detail.model) : undefined,
          mileageFromOdometer: data.detail.kilometrage !== null ? { '@type': 'QuantitativeValue', value: data.detail.kilometrage, unitCode: 'KMT' } : undefined,
          vehicleEngine: data.detail.cylindre
            ? { '@type': 'EngineSpecification', engineDisplacement: { '@type': 'QuantitativeValue', value: data.detail.cylindre, unitCode: 'CMQ' } }
            : undefined,
        }
      : { category: categoryNameIn(locale, data.detail.categorie), ...(data.detail.marque ? { brand: { '@type': 'Brand', name: data.detail.marque } } : {}) };
  return {
    '@context': 'https://schema.org',
    '@type': data.kind === 'moto' ? ['Product', 'Motorcycle'] : 'Product',
    name: detail.titre,
    description: detail.description || detail.titre,
    sku: `${data.kind}-${data.summary.id}`,
    inLanguage: LOCALE_TAG[locale],
    image: detail.photos.map((p) => absolutePhotoUrl(p)).filter(Boolean),
    url: absoluteUrl(href),
    itemCondition: detail.neuf ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    ...moto,
    ...(detail.prix !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: detail.prix,
            priceCurrency: 'MAD',
            availability: 'https://schema.org/InStock',
            itemCondition: detail.neuf ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
            url: absoluteUrl(href),
            areaServed: { '@type': 'City', name: cityNameIn(locale, detail.ville) },
            seller,
          },
        }
      : {}),
  };
}

const PRICE_LABEL_KEYS = { 'Prix bas': 'priceLow', 'Prix dans la moyenne': 'priceAverage', 'Prix élevé': 'priceHigh' } as const;

/** The page of one listing, in either language (what the seller wrote stays as written). */
export async function ListingDetail({ data, locale }: { data: ListingDetailData; locale: Locale }) {
  const { detail, summary, kind, urlType } = data;
  const t = translator(locale, 'listing');
  const [similar, ads, market, model] = await Promise.all([similarListings(data, locale), adsFor('detail', 'card', 3), marketLabel(data), modelPageOf(data)]);
  const quote = contactQuote(detail, locale);
  const contactPage = localePath(locale, contactPageUrl(summary.href));
  const vendeur = detail.vendeur;
  const isShop = vendeur.role === 'boutique' && vendeur.nom_entreprise;
  const seller = sellerName(detail);
  const verified = vendeur.telephone_verifie ? (
    <VerifiedMark label={translator(locale, 'phoneVerification')('badge')} hint={translator(locale, 'phoneVerification')('badgeHint')} />
  ) : null;
  const listPath = localeHref(locale, canonicalListPath(urlType));
  const crumbs = [
    homeCrumb(locale),
    { label: translator(locale, 'listingTypes')(urlType), href: listPath },
    ...(kind === 'moto'
      ? [{ label: data.detail.marque, href: `${listPath}?marque=${encodeURIComponent(data.detail.marque)}` }]
      : [{ label: categoryNameIn(locale, data.detail.categorie), href: `${listPath}?categorie=${encodeURIComponent(data.detail.categorie)}` }]),
    { label: detail.titre },
  ];
  const tyreSize = data.kind === 'equipement' ? tyreSizeOf(data.detail) : null;
  /** each model the part names has a page of what fits it (a universal part names none) */
  const partModels = data.kind === 'equipement' && !data.detail.universel ? data.detail.compatibilites : [];
  /** what fits motorcycles says whether it fits the visitor's (my garage) */
  const fitting = data.kind === 'equipement' && fitsMotorcycles(data.detail.type);
  const specs: [string, string | null | undefined][] =
    kind === 'moto'
      ? [
          [t('specBrand'), data.detail.marque],
          [t('specModel'), data.detail.modele],
          [t('specYear'), data.detail.model ? String(data.detail.model) : null],
          [t('specMileage'), formatKilometrageIn(locale, data.detail.kilometrage)],
          [t('specEngine'), formatCylindreeIn(locale, data.detail.cylindre)],
          [t('specCategory'), categoryNameIn(locale, data.detail.categorie_moto)],
          [t('specCondition'), conditionIn(locale, 'moto', data.detail.neuf)],
          [t('specCity'), cityNameIn(locale, data.detail.ville)],
        ]
      : [
          [t('specCategory'), categoryNameIn(locale, data.detail.categorie)],
          [t('specBrand'), data.detail.marque],
          [t('specTyreSize'), tyreSize && leftToRightIn(locale, tyreSizeText(tyreSize))],
          [t('specTyrePosition'), data.detail.pneu_position && t(`tyrePositions.${data.detail.pneu_position}`)],
          [
            t('specFits'),
            data.detail.universel
              ? t('fitsUniversal')
              : data.detail.compatibilites
                  .map((fitted) => {
                    const years = fittedYearsText(fitted, {
                      since: (year) => t('fitsSince', { year: String(year) }),
                      until: (year) => t('fitsUntil', { year: String(year) }),
                    });
                    return `${fitted.marque} ${fitted.modele}${years ? ` (${years})` : ''}`;
                  })
                  .join(', ') || null,
          ],
          [t('specCondition'), conditionIn(locale, 'equipement', data.detail.neuf)],
          [t('specCity'), cityNameIn(locale, data.detail.ville)],
        ];
  const contact = <ContactBox kind={kind} id={summary.id} maskedPhone={vendeur.telephone_masque} quote={quote} contactPage={contactPage} />;
  const adCards =
    ads.mobile.length + ads.desktop.length > 0 ? (
      <div className="space-y-4">
        {Array.from({ length: Math.max(ads.mobile.length, ads.desktop.length) }, (_, i) => (
          <ResponsiveAd
            key={i}
            mobile={ads.mobile[i]}
            desktop={ads.desktop[i]}
            render={(ad, visibility) => <AdCardView ad={ad} visibility={visibility} locale={locale} />}
          />
        ))}
      </div>
    ) : null;

  return (
    <Texts locale={locale} namespaces={fitting ? ['gallery', 'contactBox', 'garageBar'] : ['gallery', 'contactBox']}>
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} locale={locale} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <Gallery photos={detail.photos} titre={detail.titre} />
            <div className="space-y-3">
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl" dir="auto">
                  {detail.titre}
                </h1>
                <HeartButton kind={kind} id={summary.id} titre={detail.titre} className="heart-inline shrink-0" />
              </div>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-3xl font-extrabold text-brand">{formatPriceIn(locale, detail.prix)}</span>
                {market ? (
                  <span className="rounded-full bg-canvas px-3 py-1 text-sm font-semibold text-ink ring-1 ring-line">{t(PRICE_LABEL_KEYS[market.label])}</span>
                ) : null}
              </p>
              {market ? (
                <p className="text-sm text-muted">
                  {t('marketBasis', { count: String(market.guide.comparables), median: formatPriceIn(locale, market.guide.mediane) })}
                </p>
              ) : null}
              {data.kind === 'equipement' && fitting ? <BikeFitSlot universel={data.detail.universel} compatibilites={data.detail.compatibilites} /> : null}
              {model ? (
                <p className="text-sm">
                  <Link href={localeHref(locale, modelUrl(model.marqueSlug, model.slug))} className="link font-semibold">
                    {t('marketLink', { marque: model.marque, modele: model.modele })}
                  </Link>
                </p>
              ) : null}
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
                <li className="flex items-center gap-1.5">
                  <MapPinIcon /> {cityNameIn(locale, detail.ville)}
                </li>
                <li className="flex items-center gap-1.5">
                  <CalendarIcon />{' '}
                  {t.rich('published', {
                    date: formatDateMediumIn(locale, detail.date_publication),
                    time: (date) => <time dateTime={detail.date_publication}>{date}</time>,
                  })}
                </li>
                <li className="flex items-center gap-1.5">
                  <EyeIcon /> {t('views', { count: detail.vues, n: formatNumber(detail.vues) })}
                </li>
              </ul>
            </div>
            <section id={PHONE_CONTACT_ID} aria-label={t('contactSeller')} className="card space-y-3 p-4 lg:hidden">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span dir="auto">{seller}</span>
                {verified}
              </p>
              {contact}
            </section>
            <section aria-labelledby="caracteristiques" className="card p-4 sm:p-5">
              <h2 id="caracteristiques" className="mb-2 text-lg font-bold">
                {t('specs')}
              </h2>
              <SpecsTable rows={specs} />
              {tyreSize ? (
                <p className="mt-3 text-sm">
                  <Link href={localeHref(locale, tyreSizeUrl(tyreSizeKey(tyreSize)))} className="link font-semibold">
                    {t('tyreSizeLink', { size: leftToRightIn(locale, tyreKeyText(tyreSizeKey(tyreSize))) })}
                  </Link>
                </p>
              ) : null}
              {partModels.length > 0 ? (
                <ul className="mt-3 space-y-1 text-sm">
                  {partModels.map((fitted) => (
                    <li key={fitted.idmodele}>
                      <Link href={localeHref(locale, partModelUrl(foldName(fitted.marque), foldName(fitted.modele)))} className="link font-semibold">
                        {t('partsLink', { name: `${fitted.marque} ${fitted.modele}` })}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
            <section aria-labelledby="description" className="card p-4 sm:p-5">
              <h2 id="description" className="mb-2 text-lg font-bold">
                {t('description')}
              </h2>
              {detail.description ? (
                <p className="whitespace-pre-line leading-relaxed" dir="auto">
                  {detail.description}
                </p>
              ) : (
                <p className="leading-relaxed">{t('noDescription')}</p>
              )}
            </section>
            <p>
              <Link
                href={`${localeHref(locale, reportUrl(kind, summary.id))}?retour=${encodeURIComponent(localePath(locale, summary.href))}`}
                className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-brand"
              >
                <FlagIcon /> {t('report')}
              </Link>
            </p>
          </div>
          <aside className="space-y-4" aria-label={t('seller')}>
            <section className="card space-y-4 p-4">
              <div className="flex items-center gap-3">
                {isShop && vendeur.logo ? (
                  <PlainImg src={photoUrl(vendeur.logo)!} alt="" width={56} height={56} className="h-14 w-14 rounded-full ring-1 ring-line" />
                ) : (
                  <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-light text-xl font-bold text-brand" aria-hidden="true">
                    {seller.charAt(0)}
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-bold" dir="auto">
                    {seller}
                  </p>
                  <p className="text-sm text-muted">
                    {t('memberSince', { who: isShop ? t('shop') : t('individual'), date: formatDateMediumIn(locale, vendeur.date_ajout) })}
                  </p>
                  {verified ? <p className="mt-1">{verified}</p> : null}
                </div>
              </div>
              {isShop ? (
                <Link href={localeHref(locale, shopUrl(vendeur.idutilisateur))} className="btn-secondary w-full">
                  <StoreIcon /> {t('seeShop')}
                </Link>
              ) : null}
              <div className="hidden lg:block">{contact}</div>
              <SafetyAdvice locale={locale} />
            </section>
            {/* Once, under the seller: beside the listing on a desktop, after it on a phone. */}
            {adCards ? <HydrateSeparately>{adCards}</HydrateSeparately> : null}
          </aside>
        </div>
        {/* What lies below the first screen hydrates after the rest. */}
        {similar.length > 0 ? (
          <HydrateSeparately>
            <section aria-labelledby="similaires" className="mt-12">
              <h2 id="similaires" className="mb-4 text-xl font-bold">
                {t('similar')}
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {similar.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} headingLevel={3} locale={locale} />
                  </li>
                ))}
              </ul>
            </section>
          </HydrateSeparately>
        ) : null}
        {vendeur.telephone_masque ? <ContactBar kind={kind} id={summary.id} titre={detail.titre} quote={quote} contactPage={contactPage} /> : null}
        <JsonLd data={productJsonLd(data, locale)} />
        <ViewCounter kind={kind} id={summary.id} />
        <CanonicalAddress href={localePath(locale, summary.href)} />
      </div>
    </Texts>
  );
}
