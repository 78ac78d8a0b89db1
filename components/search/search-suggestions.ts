/**
 * The suggestions of a search box (SearchForm), an ARIA combobox over the box's own input: from
 * the second letter, the brands, models and categories of published listings with their counts,
 * under the words as typed. Arrows move, Enter opens, Escape closes; how many there are is
 * announced. Plain DOM, loaded the first time a box is focused (search-box.ts): no React root of
 * its own, so that no page's first load carries a renderer for it.
 */
import { bffRead } from '@/lib/api/browser';
import { formatNumber } from '@/lib/format';
import { fillText } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { pluralText, type PluralTexts } from '@/lib/i18n/plural';
import { suggestionHref } from '@/lib/search-suggestions';
import { searchUrl } from '@/lib/routes';
import type { SearchSuggestion } from '@/lib/schemas/search';
import { foldSearchText } from '@/lib/search-words';

/** The element that holds the suggestions' texts, once per page (SuggestionTextsHolder, in the header). */
export const SUGGESTION_TEXTS_ID = 'textes-suggestions';

/** The texts of the list, in the page's language (the header holds them: SuggestionTextsHolder). */
export interface SuggestionTexts {
  locale: Locale;
  /** the first option, the words as typed: "Rechercher « {q} »" */
  search: string;
  label: string;
  none: string;
  /** how many suggestions, announced */
  count: PluralTexts;
  /** how many listings a suggestion has */
  listings: PluralTexts;
  kinds: Record<SearchSuggestion['genre'], string>;
}

/** Letters typed before suggestions are asked for. */
const MIN_LETTERS = 2;
/** A pause in typing this long before asking. */
const PAUSE_MS = 120;
const answers = new Map<string, Promise<SearchSuggestion[]>>();

/** The suggestions for a folded text, asked once per page (a failure is asked again next time). */
function suggestionsFor(text: string): Promise<SearchSuggestion[]> {
  let answer = answers.get(text);
  if (!answer) {
    answer = bffRead('/recherche/suggestions', { query: { q: text, limit: 8 } });
    answers.set(text, answer);
    answer.catch(() => answers.delete(text));
  }
  return answer;
}

/** An option of the list: the words as typed first, then brands, models and categories. */
type Option = { href: string; label: string; detail: string | null };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Gives a search box its suggestions, in the place the box keeps for them (its aria-controls). */
export function mountSuggestions(input: HTMLInputElement): void {
  const place = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const holder = document.getElementById(SUGGESTION_TEXTS_ID);
  if (!place || !holder?.dataset.texts) return;
  const texts: SuggestionTexts = JSON.parse(holder.dataset.texts);
  const count = (forms: PluralTexts, n: number) => pluralText(texts.locale, forms, n, formatNumber(n));
  const listId = `${place.id}-liste`;
  const list = element('ul', 'absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-auto rounded-lg bg-white py-1 text-start shadow-lg ring-1 ring-line');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', texts.label);
  list.hidden = true;
  const status = element('p', 'sr-only');
  status.setAttribute('role', 'status');
  place.append(list, status);
  input.setAttribute('aria-controls', listId);

  let options: Option[] = [];
  let active = -1;
  let asked = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (open: boolean) => {
    const visible = open && options.length > 0;
    list.hidden = !visible;
    input.setAttribute('aria-expanded', String(visible));
    if (visible && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };

  const render = (suggestions: SearchSuggestion[] | null) => {
    const words = input.value.trim();
    options = words
      ? [
          { href: localeHref(texts.locale, searchUrl(words)), label: fillText(texts.search, { q: words }), detail: null },
          ...(suggestions ?? []).map((suggestion) => ({
            href: localeHref(texts.locale, suggestionHref(suggestion)),
            label: (texts.locale === 'ar' && suggestion.libelle_ar) || suggestion.libelle,
            detail: `${texts.kinds[suggestion.genre]} · ${count(texts.listings, suggestion.n)}`,
          })),
        ]
      : [];
    list.replaceChildren(
      ...options.map((option, i) => {
        const item = element(
          'li',
          `flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2.5 text-sm ${i === active ? 'bg-brand-light' : 'hover:bg-canvas'}`,
        );
        item.id = `${listId}-${i}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', String(i === active));
        item.append(element('span', i === 0 ? 'font-semibold' : 'font-medium', option.label));
        if (option.detail) item.append(element('span', 'shrink-0 text-xs text-muted', option.detail));
        // A click lands before the box loses the focus.
        item.addEventListener('mousedown', (event) => event.preventDefault());
        item.addEventListener('click', () => go(option));
        return item;
      }),
    );
    if (suggestions) status.textContent = suggestions.length > 0 ? count(texts.count, suggestions.length) : texts.none;
    show(document.activeElement === input);
  };

  // A page of its own: the list lives outside the app's router, and the phone's box closes with the page.
  const go = (option: Option) => {
    show(false);
    window.location.assign(option.href);
  };

  const update = () => {
    const folded = foldSearchText(input.value);
    active = -1;
    render(null);
    clearTimeout(timer);
    if (folded.replace(/ /g, '').length < MIN_LETTERS) return;
    timer = setTimeout(() => {
      asked = folded;
      suggestionsFor(folded).then(
        // An answer for words no longer typed is dropped.
        (suggestions) => asked === foldSearchText(input.value) && render(suggestions),
        () => undefined,
      );
    }, PAUSE_MS);
  };

  input.addEventListener('input', update);
  input.addEventListener('focus', () => show(true));
  // A click on an option lands first.
  input.addEventListener('blur', () => setTimeout(() => show(false), 150));
  input.addEventListener('keydown', (event) => {
    const shown = !list.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      active = event.key === 'ArrowDown' ? (active + 1) % options.length : active <= 0 ? options.length - 1 : active - 1;
      [...list.children].forEach((item, i) => {
        item.setAttribute('aria-selected', String(i === active));
        item.classList.toggle('bg-brand-light', i === active);
      });
      show(true);
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault();
      go(options[active]!);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      active = -1;
      show(false);
    } else if (event.key === 'Escape') {
      // Nothing listed: Escape closes the phone's search, back to its button.
      const details = input.closest('details');
      if (details?.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    }
  });
  // Typed before this module arrived: taken as it is.
  if (input.value) update();
}
