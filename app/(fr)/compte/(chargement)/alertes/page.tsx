import { AlertsPage } from '@/components/account/AlertsPage';
import { ALERTS_URL } from '@/lib/navigation';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { listingTypeNames } from '@/server/i18n';

export const metadata = { title: 'Mes alertes' };

export default async function AccountAlertsPage() {
  const session = await requireSession(ALERTS_URL);
  const { alertes, max } = await v1AsSession(session, ALERTS_URL).compte.alertes();
  return <AlertsPage alertes={alertes} max={max} typeLabels={listingTypeNames('fr')} />;
}
