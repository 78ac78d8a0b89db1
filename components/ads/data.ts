/** Fetching the ads of a page for both devices; a failure means no ads (spec: ignored). */
import { v1 } from '@/lib/api';
import type { AdPlacement, PremiumAd } from '@/lib/schemas/premium-ads';

export interface DeviceAds {
  mobile: PremiumAd[];
  desktop: PremiumAd[];
}

export async function adsFor(page: string, emplacement: AdPlacement, limit?: number): Promise<DeviceAds> {
  const load = (device: 'mobile' | 'desktop') =>
    v1.premiumads.list({ page, emplacement, device, limit }).catch((error: unknown) => {
      console.warn(`premium ads (${page}, ${emplacement}, ${device}) unavailable`, error);
      return [] as PremiumAd[];
    });
  const [mobile, desktop] = await Promise.all([load('mobile'), load('desktop')]);
  return { mobile, desktop };
}
