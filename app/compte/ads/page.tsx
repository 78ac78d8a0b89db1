import { ComingSoon } from '@/components/account/ComingSoon';

export const metadata = { title: 'Mes Ads' };

export default function AccountAdsPage() {
  return <ComingSoon title="Mes Ads" text="Vos sponsorisations et leurs résultats apparaîtront ici." />;
}
