import { MAX_SEARCH_LENGTH } from '@/lib/search-limits';
import { SearchIcon } from '../ui/icons';

/**
 * The search box: a plain GET form to /recherche, server-rendered, which works before the page's
 * scripts have run and without them. Its suggestions come the first time it is focused
 * (search-box.ts loads them), so that no page pays for them until someone searches.
 */
export function SearchForm({
  name,
  label = 'Rechercher sur le site',
  submitLabel = 'Rechercher',
  placeholder = 'Moto, casque, pièce…',
  className = 'relative flex',
}: {
  /** keeps its ids apart from the page's other boxes */
  name: string;
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
    <form method="get" action="/recherche" role="search" aria-label={label} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
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
