import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { photoUrl } from '@/lib/routes';
import { Picture } from '../ui/Picture';
import { DEVICE_MEDIA, type PremiumAd } from '@/lib/schemas/premium-ads';
import { AdTracker } from './AdTracker';
import { PlainImg } from '../ui/PlainImg';

/** Which viewport an ad variant shows in (spec: mobile under 769 px, desktop from 769 px). */
export type AdVisibility = 'all' | 'mobile' | 'desktop';
const visibilityClass: Record<AdVisibility, string> = { all: '', mobile: 'desk:hidden', desktop: 'hidden desk:block' };

/** Where an ad variant is not shown: the other device's media query. */
const OTHER_DEVICE_MEDIA: Record<AdVisibility, string | null> = { all: null, mobile: DEVICE_MEDIA.desktop, desktop: DEVICE_MEDIA.mobile };
/** A transparent pixel: what the other device's ad picture loads instead of the picture. */
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * An ad picture covering its (positioned) box. An ad shown on one device only is hidden by CSS on
 * the other, where its picture is swapped for a blank pixel, so that a phone downloads only its own
 * banner (the page's largest paint) and at high priority when it is the first thing on the page.
 */
function AdImage({ src, alt, sizes, visibility, eager = false }: { src: string; alt: string; sizes: string; visibility: AdVisibility; eager?: boolean }) {
  const url = photoUrl(src)!;
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = eager ? 'high' : undefined;
  // Drawn banners are SVG, which the image optimiser does not take; photos go through it.
  const image = url.endsWith('.svg') ? (
    <PlainImg src={url} alt={alt} className="absolute inset-0 h-full w-full object-cover" loading={loading} fetchPriority={fetchPriority} decoding="async" />
  ) : (
    <Picture src={url} alt={alt} fill sizes={sizes} className="object-cover" loading={loading} fetchPriority={fetchPriority} />
  );
  const otherDevice = OTHER_DEVICE_MEDIA[visibility];
  if (!otherDevice) return image;
  return (
    <picture>
      <source media={otherDevice} srcSet={BLANK_PIXEL} />
      {image}
    </picture>
  );
}

/** A banner ad: its image, linking to the advertiser. */
export function AdBannerView({
  ad,
  visibility = 'all',
  eager = false,
  locale = 'fr',
}: {
  ad: PremiumAd;
  visibility?: AdVisibility;
  eager?: boolean;
  locale?: Locale;
}) {
  return (
    <AdTracker id={ad.idpremiumads} className={visibilityClass[visibility]}>
      <a href={ad.redirect_url} target="_blank" rel="sponsored noopener" className="block overflow-hidden rounded-xl ring-1 ring-black/5">
        <span className={`relative block w-full ${ad.device === 'mobile' ? 'aspect-[16/5]' : 'aspect-[24/5]'}`}>
          <AdImage
            src={ad.image_url}
            alt={translator(locale, 'ads')('banner', { titre: ad.titre, entreprise: ad.nom_entreprise })}
            sizes="(max-width: 1152px) 100vw, 1152px"
            visibility={visibility}
            eager={eager}
          />
        </span>
      </a>
    </AdTracker>
  );
}

/**
 * A card ad among listings: advertiser, picture, title, text, 'En savoir plus'. The same ad shown
 * again further down the page is numbered, so that each landmark has a name of its own.
 */
export function AdCardView({
  ad,
  visibility = 'all',
  occurrence = 1,
  locale = 'fr',
}: {
  ad: PremiumAd;
  visibility?: AdVisibility;
  occurrence?: number;
  locale?: Locale;
}) {
  const t = translator(locale, 'ads');
  return (
    <AdTracker id={ad.idpremiumads} className={`h-full ${visibilityClass[visibility]}`}>
      <aside
        aria-label={occurrence > 1 ? t('asideNth', { entreprise: ad.nom_entreprise, n: String(occurrence) }) : t('aside', { entreprise: ad.nom_entreprise })}
        className="card flex h-full flex-col overflow-hidden"
      >
        <div className="flex items-center gap-2 px-3 py-2">
          {ad.logo ? <PlainImg src={photoUrl(ad.logo)!} alt="" width={28} height={28} className="h-7 w-7 rounded-full" loading="lazy" /> : null}
          <span className="truncate text-sm font-semibold" dir="auto">
            {ad.nom_entreprise}
          </span>
          <span className="ms-auto rounded bg-canvas px-1.5 py-0.5 text-[11px] font-medium text-muted">{t('tag')}</span>
        </div>
        <div className="relative aspect-[4/3] bg-canvas">
          <AdImage src={ad.image_url} alt={ad.titre} sizes="(max-width: 640px) 50vw, 280px" visibility={visibility} />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <p className="font-semibold leading-snug" dir="auto">
            {ad.titre}
          </p>
          {ad.texte ? (
            <p className="line-clamp-3 text-sm text-muted" dir="auto">
              {ad.texte}
            </p>
          ) : null}
          <a href={ad.redirect_url} target="_blank" rel="sponsored noopener" className="btn-secondary mt-auto">
            {t('more')}
          </a>
        </div>
      </aside>
    </AdTracker>
  );
}

/**
 * One ad position served to both devices: the same ad when it runs on both, otherwise each
 * device's own, shown by viewport.
 */
export function ResponsiveAd({
  mobile,
  desktop,
  render,
}: {
  mobile?: PremiumAd;
  desktop?: PremiumAd;
  render: (ad: PremiumAd, visibility: AdVisibility) => React.ReactNode;
}) {
  if (mobile && desktop && mobile.idpremiumads === desktop.idpremiumads) return <>{render(mobile, 'all')}</>;
  return (
    <>
      {mobile ? render(mobile, 'mobile') : null}
      {desktop ? render(desktop, 'desktop') : null}
    </>
  );
}
