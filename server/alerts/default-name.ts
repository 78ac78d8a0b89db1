/** The name an alert gets when its owner gives none: what its search selects (messages: alertNames). */
import 'server-only';
import type { AlertType } from '@/lib/alerts';
import { formatPriceIn, leftToRightIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { ListingFilters } from '@/lib/search';
import { tyreKeyText } from '@/lib/tyre-sizes';
import { translator } from '../i18n';
import { filteredTitle, listCopy } from '../list-copy';

const MAX_NAME_LENGTH = 80;

export function defaultAlertName(
  type: AlertType,
  search: { q?: string; prixmax?: number; bike?: string } & Omit<ListingFilters, 'page' | 'q' | 'prixmax'>,
  locale: Locale = 'fr',
): string {
  const t = translator(locale, 'alertNames');
  const words = search.q ? t('words', { q: search.q }) : null;
  // For a motorcycle, the list's short noun: its long title ("…: freinage, transmission, moteur") and the motorcycle's name would not fit.
  let name =
    type === 'tous' ? (words ?? t('all')) : search.bike && !search.ville ? listCopy(locale, type).noun : filteredTitle(locale, type, { ...search, page: 1 });
  if (type !== 'tous' && words) name = t('wordsAndList', { words, list: name });
  if (type === 'pneu' && search.taille) name = t('tyreSize', { name, size: leftToRightIn(locale, tyreKeyText(search.taille)) });
  if (search.bike) name = t('forBike', { name, bike: leftToRightIn(locale, search.bike) });
  if (search.prixmax !== undefined) name = t('upTo', { name, price: formatPriceIn(locale, search.prixmax) });
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
}
