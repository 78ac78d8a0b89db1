import { errorText } from '@/lib/errors';
import { useErrorTexts } from './TextsProvider';

/**
 * What a form shows for an error code (or a text v1 gave, already in the page's language): its
 * text in the page's language. Apart from the provider, which every page loads: only forms need the
 * tables of codes.
 */
export function useErrorText(): (shown: string | null | undefined) => string | null {
  const translations = useErrorTexts();
  return (shown) => errorText(translations, shown);
}
