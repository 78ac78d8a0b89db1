import type { Locale } from '@/lib/i18n/locales';
import { AdBannerView, ResponsiveAd } from './AdViews';
import { adsFor } from './data';

/** The banner of a page (spec: banner placement, one ad), for each device. */
export async function AdBanner({ page, className = '', locale = 'fr' }: { page: string; className?: string; locale?: Locale }) {
  const ads = await adsFor(page, 'banner', 1);
  if (!ads.mobile[0] && !ads.desktop[0]) return null;
  return (
    <div className={className}>
      <ResponsiveAd
        mobile={ads.mobile[0]}
        desktop={ads.desktop[0]}
        render={(ad, visibility) => <AdBannerView ad={ad} visibility={visibility} eager locale={locale} />}
      />
    </div>
  );
}
