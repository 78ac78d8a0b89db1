import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { ALERTS_URL, SIGN_IN_URL } from '@/lib/navigation';
import { translator } from '@/server/i18n';
import type { AlertButtonTexts } from '../search/CreateAlertButton';
import type { FiltersPanelTexts } from './FiltersPanel';
import type { SortTexts } from './SortSelect';

/** The list page's client controls' texts in a language (messages: listFilters). */
export function listFilterTexts(locale: Locale): { panel: FiltersPanelTexts; sort: SortTexts; alert: AlertButtonTexts } {
  const t = translator(locale, 'listFilters');
  return {
    panel: { show: t('show'), showCount: t('showCount', { count: '{count}' }), hide: t('hide') },
    sort: {
      sortBy: t('sortBy'),
      orders: { pertinence: t('pertinence'), recent: t('recent'), prix_asc: t('priceAsc'), prix_desc: t('priceDesc') },
    },
    alert: {
      create: t('createAlert'),
      created: t('alertCreated'),
      manage: t('manageAlerts'),
      manageHref: localeHref(locale, ALERTS_URL),
      signInHref: localeHref(locale, SIGN_IN_URL),
      failed: t('alertFailed'),
    },
  };
}
