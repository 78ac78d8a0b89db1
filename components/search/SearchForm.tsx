import { localePath, type Locale } from '@/lib/i18n/locales';
import { MAX_SEARCH_LENGTH } from '@/lib/search-limits';
import { pluralForms, translator } from '@/server/i18n';
import { SearchIcon } from '../ui/icons';
import { SUGGESTION_TEXTS_ID, type SuggestionTexts } from './search-suggestions';

/** The suggestions' texts in a language, for the module that shows them (it has no catalogue). */
function suggestionTexts(locale: Locale): SuggestionTexts {
  const t = translator(locale, 'search');
  return {
    locale,
    search: t('suggestionSearch', { q: '{q}' }),
    label: t('suggestionsLabel'),
    none: t('suggestionsNone'),
    count: pluralForms(locale, (n) => t('suggestionsCount', { n, count: '{count}' })),
    listings: pluralForms(locale, (n) => t('suggestionListings', { n, count: '{count}' })),
    kinds: { marque: t('kindBrand'), modele: t('kindModel'), categorie: t('kindCategory') },
  };
}

/** The same for every page of a language: written once. */
const writtenTexts = new Map<Locale, string>();

/** Once per page, for every search box of the page. */
export function SuggestionTextsHolder({ locale }: { locale: Locale }) {
  if (!writtenTexts.has(locale)) writtenTexts.set(locale, JSON.stringify(suggestionTexts(locale)));
  return <template id={SUGGESTION_TEXTS_ID} data-texts={writtenTexts.get(locale)} />;
}

/**
 * The search box: a plain GET form to /recherche (/ar/recherche), server-rendered, which works before the page's
 * scripts have run and without them. Its suggestions come the first time it is focused
 * (search-box.ts loads them), so that no page pays for them until someone searches.
 */
export function SearchForm({
  name,
  locale,
  label = 'Rechercher sur le site',
  submitLabel = 'Rechercher',
  placeholder = 'Moto, casque, pièce…',
  className = 'relative flex',
}: {
  /** keeps its ids apart from the page's other boxes */
  name: string;
  /** the page's language: the results and the suggestions are in it */
  locale: Locale;
  /** names the box and its form: a page with two boxes tells them apart */
  label?: string;
  /** the button's name, where another "Rechercher" button sits in the same part of the page */
  submitLabel?: string;
  placeholder?: string;
  /** its place in the page; the suggestions open under it, so it must be positioned */
  className?: string;
}) {
  const id = `recherche-${name}`;
  return (
    <form method="get" action={localePath(locale, '/recherche')} role="search" aria-label={label} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        // A text input: HTML allows the combobox role on it, not on type="search" (W3C validator);
        // phones still show their search key (inputMode, enterKeyHint).
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${id}-suggestions`}
        autoComplete="off"
        dir="auto"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        required
        placeholder={placeholder}
        className="field min-h-11 rounded-e-none pe-2"
        data-search-box=""
      />
      <button type="submit" className="btn-primary min-h-11 shrink-0 rounded-s-none px-3" aria-label={submitLabel}>
        <SearchIcon className="text-lg" />
      </button>
      <div id={`${id}-suggestions`} />
    </form>
  );
}
