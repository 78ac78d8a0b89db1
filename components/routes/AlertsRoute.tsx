/** Mes alertes in a language (app/[locale]/compte/(chargement)/alertes). */
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ALERTS_URL } from '@/lib/navigation';
import type { Alert } from '@/lib/schemas/alerts';
import { activeFilters } from '@/lib/search';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { listingTypeNames, translator } from '@/server/i18n';
import { filterLabeller } from '@/server/list-copy';
import { fittedBikeName } from '@/server/cache/v1-reads';
import { AlertsPage } from '@/components/account/AlertsPage';
import { Texts } from '@/components/texts/Texts';

export function alertsMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'alertsPage')('title') };
}

/** What an alert looks for, in the language: its type, its words, its filters. */
async function alertCriteria(locale: Locale, alert: Alert): Promise<string> {
  const t = translator(locale, 'alertsPage');
  const typeNames = listingTypeNames(locale);
  const bike = await fittedBikeName(alert.recherche);
  return [
    alert.type === 'tous' ? t('allListings') : typeNames[alert.type],
    ...(alert.recherche.q ? [t('words', { q: alert.recherche.q })] : []),
    ...activeFilters({ ...alert.recherche, page: 1 }, filterLabeller(locale, bike)).map((filter) => filter.label),
  ].join(' · ');
}

export async function AlertsRoute({ locale }: { locale: Locale }) {
  const here = localePath(locale, ALERTS_URL);
  const session = await requireSession(here);
  const { alertes, max } = await v1AsSession(session, here).compte.alertes();
  const criteria = Object.fromEntries(await Promise.all(alertes.map(async (alert) => [alert.idalerte, await alertCriteria(locale, alert)] as const)));
  return (
    <Texts locale={locale} namespaces={['alertsPage']} errors={['connection']}>
      <AlertsPage alertes={alertes} max={max} criteria={criteria} />
    </Texts>
  );
}
