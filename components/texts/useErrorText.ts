import type { BffAnswer } from '@/lib/api/browser';
import { refusal } from '@/lib/api/refusal';
import { errorText } from '@/lib/errors';
import { usePageTexts } from './TextsProvider';

/**
 * What a form shows for an error code (or a text v1 gave, already in the page's language): its
 * text in the page's language (from the error tables the page gives). Apart from the provider, which
 * every page loads: only forms need the tables of codes.
 */
export function useErrorText(): (shown: string | null | undefined) => string | null {
  const translations = usePageTexts().errors;
  return (shown) => errorText(translations, shown);
}

/** What a form shows for a refused call (lib/api/refusal.ts), in the page's language. */
export function useRefusalText(): (answer: Pick<BffAnswer<unknown>, 'status' | 'error'>) => string {
  const say = useErrorText();
  return (answer) => say(refusal(answer))!;
}
