/**
 * What makes the search boxes (SearchForm) more than forms, installed once per page by AppShell:
 * a box's suggestions are loaded and mounted the first time it gets the focus, and the phone's
 * search button (a <details> of the header) puts the focus in its box as it opens. A few lines
 * for every page; the suggestions themselves are a module of their own.
 */
export function enhanceSearchBoxes(): void {
  const enhance = (input: EventTarget | null) => {
    if (!(input instanceof HTMLInputElement) || input.dataset.searchBox !== '') return;
    input.dataset.searchBox = 'chargement';
    import('./search-suggestions').then(
      (module) => {
        module.mountSuggestions(input);
        input.dataset.searchBox = 'pret';
      },
      () => (input.dataset.searchBox = ''), // offline: the box still searches, and tries again next time
    );
  };
  document.addEventListener('focusin', (event) => enhance(event.target));
  // Focused before the page's scripts ran (a quick tap on a slow phone): enhanced now.
  enhance(document.activeElement);
  // toggle does not bubble: heard while it goes down to the <details>.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.dataset.searchToggle !== undefined) details.querySelector('input')?.focus();
    },
    true,
  );
}
