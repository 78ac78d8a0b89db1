/** Absolute URLs and structured data shared by the pages. */
import { publicConfig } from './config';
import { photoUrl } from './routes';
import { SITE } from './site';

/**
 * How a page declares its HTTP status, which App Router pages cannot set (an expired or sold
 * listing's 410): `<meta name="motomaroc-status" content="410">` in its head (metadata.other), read
 * as the page is sent (server/cache/compressed-pages.ts, through scripts/patch-next.mjs).
 */
export const PAGE_STATUS_META = 'motomaroc-status';

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicConfig.siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function absolutePhotoUrl(path: string | null | undefined): string | undefined {
  const url = photoUrl(path);
  return url ? absoluteUrl(url) : undefined;
}

export interface Crumb {
  label: string;
  href?: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  };
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: publicConfig.siteUrl,
    logo: absoluteUrl('/icon.svg'),
    email: SITE.email,
    sameAs: Object.values(SITE.social),
    areaServed: { '@type': 'Country', name: 'Maroc' },
  };
}

/** A model's page as a product with the range of its asking prices (schema.org AggregateOffer). */
export function modelJsonLd(model: {
  marque: string;
  modele: string;
  url: string;
  /** the page's language (fr-MA, ar-MA) */
  inLanguage?: string;
  image?: string;
  offers: number;
  lowPrice: number | null;
  highPrice: number | null;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${model.marque} ${model.modele}`,
    brand: { '@type': 'Brand', name: model.marque },
    url: absoluteUrl(model.url),
    ...(model.inLanguage ? { inLanguage: model.inLanguage } : {}),
    ...(model.image ? { image: model.image } : {}),
    ...(model.lowPrice !== null && model.highPrice !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'MAD',
            lowPrice: model.lowPrice,
            highPrice: model.highPrice,
            offerCount: model.offers,
          },
        }
      : {}),
  };
}
