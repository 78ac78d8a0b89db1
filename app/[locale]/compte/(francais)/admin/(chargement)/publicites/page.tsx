import { AdCampaigns } from '@/components/admin/AdCampaigns';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Publicités' };

export default async function AdminAdsPage() {
  const admin = await adminV1('/compte/admin/publicites');
  return <AdCampaigns campaigns={await admin.campagnes()} />;
}
