/** Loading a list page's request (once per request: the metadata and the page share it). */
import { cache } from 'react';
import { listVocabulary, readFailed } from '@/server/cache/v1-reads';
import type { Locale } from '@/lib/i18n/locales';
import { listOfPath, listPageRequest, type ListPageRequest, type ListVocabulary } from '@/lib/listing-pages';

/**
 * The list behind an internal path's segments, its names checked against the site's: null (a 404)
 * for an unknown list or a name the site does not know.
 */
export const loadListPage = cache(async (base: string, searchSegment: string, locale: Locale = 'fr'): Promise<ListPageRequest | null> => {
  const list = listOfPath(base === 'motos-a-vendre' ? '/motos-a-vendre' : `/annonce/${base}`);
  if (!list) return null;
  const vocabulary = await listVocabulary(list.urlType).catch(readFailed<ListVocabulary | null>('list names', null));
  return listPageRequest(base, searchSegment, vocabulary, locale);
});
