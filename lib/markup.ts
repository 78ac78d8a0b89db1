/**
 * Markup written as strings, for the few long lists that are the same on every page (the brand
 * and city options of the filters, the links by brand and by city): rendered as React elements
 * they cost about 30 µs each on every uncached render (once in the page's payload, once in its
 * HTML), which made them a third of a list page's render. As strings they are built once per list
 * and handed to React whole (dangerouslySetInnerHTML): every value in them goes through escapeHtml.
 */

/** Text or an attribute value, safe inside HTML or XML markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * Markup built once per list and per builder: the lists come from memoized reads, which keep the
 * same array until they are read again (a new array then builds new markup; the old goes with it).
 */
export function markupOnce<T>(builder: (items: readonly T[]) => string): (items: readonly T[]) => string {
  const built = new WeakMap<readonly T[], string>();
  return (items) => {
    let markup = built.get(items);
    if (markup === undefined) {
      markup = builder(items);
      built.set(items, markup);
    }
    return markup;
  };
}

/**
 * A select's <option>s: the empty first choice (`anyChoice`, "Toutes les marques"), then the list,
 * `selected` marked as React would (the select keeps its defaultValue too, for the browser's own
 * rendering after a navigation).
 */
export function optionsMarkup(anyChoice: string, listMarkup: string, selected: string | undefined): string {
  const options = `<option value="">${escapeHtml(anyChoice)}</option>${listMarkup}`;
  if (!selected) return options;
  const value = escapeHtml(selected);
  return options.replace(`<option value="${value}">`, `<option value="${value}" selected="">`);
}

/** One <option>; its label is its value unless given (a city's Arabic name, its value the stored one). */
export function optionMarkup(value: string, label = value): string {
  return `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;
}
