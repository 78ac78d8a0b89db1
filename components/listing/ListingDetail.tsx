import Link from 'next/link';
import { v1 } from '@/lib/api';
import { cachedV1, readFailed } from '@/lib/api/cached';
import { formatCylindree, formatDateMedium, formatKilometrage, formatNumber, formatPrice } from '@/lib/format';
import { LISTING_TYPE_LABELS } from '@/lib/listing-types';
import { priceLabel, type PriceGuide, type PriceLabel } from '@/lib/price-guide';
import { canonicalListPath } from '@/lib/listing-pages';
import { summarizeEquipement, summarizeMoto, type ListingSummary } from '@/lib/listings';
import { modelUrl, photoUrl, reportUrl, shopUrl } from '@/lib/routes';
import type { ModelLink } from '@/lib/schemas/search';
import { foldName } from '@/lib/text';
import type { EquipementCard, MotoCard } from '@/lib/schemas/listings';
import { absolutePhotoUrl, absoluteUrl } from '@/lib/seo';
import { AdCardView, ResponsiveAd } from '../ads/AdViews';
import { HeartButton } from '../favourites/HeartButton';
import { adsFor } from '../ads/data';
import { JsonLd } from '../seo/JsonLd';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { HydrateSeparately } from '../ui/HydrateSeparately';
import { CalendarIcon, EyeIcon, FlagIcon, MapPinIcon, StoreIcon } from '../ui/static-icons';
import { CanonicalAddress } from './CanonicalAddress';
import { ContactBox } from './ContactBox';
import { ContactBar, PHONE_CONTACT_ID } from './ContactBar';
import { contactPageUrl, contactQuote, sellerName, type ListingDetailData } from './detail-data';
import { Gallery } from './Gallery';
import { ListingCard } from './ListingCard';
import { SafetyAdvice } from './SellerContact';
import { SpecsTable } from './SpecsTable';
import { ViewCounter } from './ViewCounter';
import { PlainImg } from '../ui/PlainImg';

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

async function similarListings(data: ListingDetailData): Promise<ListingSummary[]> {
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

function productJsonLd(data: ListingDetailData) {
  const { detail, summary } = data;
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
      : { category: data.detail.categorie, ...(data.detail.marque ? { brand: { '@type': 'Brand', name: data.detail.marque } } : {}) };
  return {
    '@context': 'https://schema.org',
    '@type': data.kind === 'moto' ? ['Product', 'Motorcycle'] : 'Product',
    name: detail.titre,
    description: detail.description || detail.titre,
    sku: `${data.kind}-${summary.id}`,
    image: detail.photos.map((p) => absolutePhotoUrl(p)).filter(Boolean),
    url: absoluteUrl(summary.href),
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
            url: absoluteUrl(summary.href),
            areaServed: { '@type': 'City', name: detail.ville },
            seller,
          },
        }
      : {}),
  };
}

/** The page of one listing. */
export async function ListingDetail({ data }: { data: ListingDetailData }) {
  const { detail, summary, kind, urlType } = data;
  const [similar, ads, market, model] = await Promise.all([similarListings(data), adsFor('detail', 'card', 3), marketLabel(data), modelPageOf(data)]);
  const vendeur = detail.vendeur;
  const isShop = vendeur.role === 'boutique' && vendeur.nom_entreprise;
  const seller = sellerName(detail);
  const listPath = canonicalListPath(urlType);
  const crumbs = [
    { label: 'Accueil', href: '/' },
    { label: LISTING_TYPE_LABELS[urlType], href: listPath },
    ...(kind === 'moto'
      ? [{ label: data.detail.marque, href: `${listPath}?marque=${encodeURIComponent(data.detail.marque)}` }]
      : [{ label: data.detail.categorie, href: `${listPath}?categorie=${encodeURIComponent(data.detail.categorie)}` }]),
    { label: detail.titre },
  ];
  const specs: [string, string | null | undefined][] =
    kind === 'moto'
      ? [
          ['Marque', data.detail.marque],
          ['Modèle', data.detail.modele],
          ['Année-modèle', data.detail.model ? String(data.detail.model) : null],
          ['Kilométrage', formatKilometrage(data.detail.kilometrage)],
          ['Cylindrée', formatCylindree(data.detail.cylindre)],
          ['Catégorie', data.detail.categorie_moto],
          ['État', data.detail.neuf ? 'Neuve' : 'Occasion'],
          ['Ville', data.detail.ville],
        ]
      : [
          ['Catégorie', data.detail.categorie],
          ['Marque', data.detail.marque],
          ['État', data.detail.neuf ? 'Neuf' : 'Occasion'],
          ['Ville', data.detail.ville],
        ];
  const contact = (
    <ContactBox kind={kind} id={summary.id} maskedPhone={vendeur.telephone_masque} quote={contactQuote(detail)} contactPage={contactPageUrl(summary.href)} />
  );
  const adCards =
    ads.mobile.length + ads.desktop.length > 0 ? (
      <div className="space-y-4">
        {Array.from({ length: Math.max(ads.mobile.length, ads.desktop.length) }, (_, i) => (
          <ResponsiveAd key={i} mobile={ads.mobile[i]} desktop={ads.desktop[i]} render={(ad, visibility) => <AdCardView ad={ad} visibility={visibility} />} />
        ))}
      </div>
    ) : null;

  return (
    <div className="container-page">
      <Breadcrumbs crumbs={crumbs} />
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
              <span className="text-3xl font-extrabold text-brand">{formatPrice(detail.prix)}</span>
              {market ? <span className="rounded-full bg-canvas px-3 py-1 text-sm font-semibold text-ink ring-1 ring-line">{market.label}</span> : null}
            </p>
            {market ? (
              <p className="text-sm text-muted">
                D’après {market.guide.comparables} annonces comparables : prix médian {formatPrice(market.guide.mediane)}.
              </p>
            ) : null}
            {model ? (
              <p className="text-sm">
                <Link href={modelUrl(model.marqueSlug, model.slug)} className="link font-semibold">
                  Prix du marché de la {model.marque} {model.modele} →
                </Link>
              </p>
            ) : null}
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
              <li className="flex items-center gap-1.5">
                <MapPinIcon /> {detail.ville}
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarIcon /> Publiée le <time dateTime={detail.date_publication}>{formatDateMedium(detail.date_publication)}</time>
              </li>
              <li className="flex items-center gap-1.5">
                <EyeIcon /> {formatNumber(detail.vues)} {detail.vues > 1 ? 'vues' : 'vue'}
              </li>
            </ul>
          </div>
          <section id={PHONE_CONTACT_ID} aria-label="Contacter le vendeur" className="card space-y-3 p-4 lg:hidden">
            <p className="font-semibold">{seller}</p>
            {contact}
          </section>
          <section aria-labelledby="caracteristiques" className="card p-4 sm:p-5">
            <h2 id="caracteristiques" className="mb-2 text-lg font-bold">
              Caractéristiques
            </h2>
            <SpecsTable rows={specs} />
          </section>
          <section aria-labelledby="description" className="card p-4 sm:p-5">
            <h2 id="description" className="mb-2 text-lg font-bold">
              Description
            </h2>
            <p className="whitespace-pre-line leading-relaxed">{detail.description || 'Le vendeur n’a pas ajouté de description.'}</p>
          </section>
          <p>
            <Link
              href={`${reportUrl(kind, summary.id)}?retour=${encodeURIComponent(summary.href)}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-brand"
            >
              <FlagIcon /> Signaler l’annonce
            </Link>
          </p>
        </div>
        <aside className="space-y-4" aria-label="Vendeur">
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
                <p className="truncate font-bold">{seller}</p>
                <p className="text-sm text-muted">
                  {isShop ? 'Boutique' : 'Particulier'} · membre depuis {formatDateMedium(vendeur.date_ajout)}
                </p>
              </div>
            </div>
            {isShop ? (
              <Link href={shopUrl(vendeur.idutilisateur)} className="btn-secondary w-full">
                <StoreIcon /> Voir la boutique
              </Link>
            ) : null}
            <div className="hidden lg:block">{contact}</div>
            <SafetyAdvice />
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
              Annonces similaires
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
              {similar.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        </HydrateSeparately>
      ) : null}
      {vendeur.telephone_masque ? (
        <ContactBar kind={kind} id={summary.id} titre={detail.titre} quote={contactQuote(detail)} contactPage={contactPageUrl(summary.href)} />
      ) : null}
      <JsonLd data={productJsonLd(data)} />
      <ViewCounter kind={kind} id={summary.id} />
      <CanonicalAddress href={summary.href} />
    </div>
  );
}
