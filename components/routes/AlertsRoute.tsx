/** Mes alertes in a language (app/[locale]/compte/(chargement)/alertes). */
import type { Metadata } from 'next';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@/lib/alerts';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ALERTS_URL } from '@/lib/navigation';
import type { Alert } from '@/lib/schemas/alerts';
import { activeFilters } from '@/lib/search';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { listingTypeNames, translator } from '@/server/i18n';
import { filterLabeller } from '@/server/list-copy';
import { AlertsPage, type AlertsTexts } from '@/components/account/AlertsPage';

export function alertsMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'alertsPage')('title') };
}

function alertsTexts(locale: Locale): AlertsTexts {
  const t = translator(locale, 'alertsPage');
  const keep = (name: string) => `{${name}}`;
  return {
    locale,
    title: t('title'),
    count: t('count', { n: keep('n'), max: keep('max') }),
    emptyTitle: t('emptyTitle'),
    emptyText: t('emptyText'),
    searchMoto: t('searchMoto'),
    name: t('name'),
    save: t('save'),
    cancel: t('cancel'),
    paused: t('paused'),
    notify: t('notify'),
    frequencyLabel: t('frequencyLabel', { nom: keep('nom') }),
    frequencies: Object.fromEntries(ALERT_FREQUENCIES.map((frequency) => [frequency, t(`frequencies.${frequency}`)])) as Record<AlertFrequency, string>,
    seeSearch: t('seeSearch'),
    pause: t('pause'),
    pauseLabel: t('pauseLabel', { nom: keep('nom') }),
    resume: t('resume'),
    resumeLabel: t('resumeLabel', { nom: keep('nom') }),
    rename: t('rename'),
    renameLabel: t('renameLabel', { nom: keep('nom') }),
    delete: t('delete'),
    deleteLabel: t('deleteLabel', { nom: keep('nom') }),
    confirmDelete: t('confirmDelete', { nom: keep('nom') }),
    latest: t('latest', { n: keep('n'), date: keep('date') }),
    none: t('none'),
  };
}

/** What an alert looks for, in the language: its type, its words, its filters. */
function alertCriteria(locale: Locale, alert: Alert): string {
  const t = translator(locale, 'alertsPage');
  const typeNames = listingTypeNames(locale);
  return [
    alert.type === 'tous' ? t('allListings') : typeNames[alert.type],
    ...(alert.recherche.q ? [t('words', { q: alert.recherche.q })] : []),
    ...activeFilters({ ...alert.recherche, page: 1 }, filterLabeller(locale)).map((filter) => filter.label),
  ].join(' · ');
}

export async function AlertsRoute({ locale }: { locale: Locale }) {
  const here = localePath(locale, ALERTS_URL);
  const session = await requireSession(here);
  const { alertes, max } = await v1AsSession(session, here).compte.alertes();
  const criteria = Object.fromEntries(alertes.map((alert) => [alert.idalerte, alertCriteria(locale, alert)]));
  return <AlertsPage alertes={alertes} max={max} criteria={criteria} texts={alertsTexts(locale)} />;
}
