/** Fetching the ads of a page for both devices; a failure means no ads (spec: ignored). */
import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import type { AdPlacement, PremiumAd } from '@/lib/schemas/premium-ads';

export interface DeviceAds {
  mobile: PremiumAd[];
  desktop: PremiumAd[];
}

export async function adsFor(page: string, emplacement: AdPlacement, limit?: number): Promise<DeviceAds> {
  const load = (device: 'mobile' | 'desktop') =>
    cachedV1.ads({ page, emplacement, device, limit }).catch(readFailed<PremiumAd[]>(`premium ads (${page}, ${emplacement}, ${device})`, []));
  const [mobile, desktop] = await Promise.all([load('mobile'), load('desktop')]);
  return { mobile, desktop };
}
