'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Catalogue, ClientNamespace } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locale-path';

/** What a page gives its client components: its language, the namespaces they read, the texts of the error codes its forms show. */
export interface PageTexts {
  locale: Locale;
  texts: Partial<Pick<Catalogue, ClientNamespace>>;
  /** error code → its text in the page's language (none in French: lib/errors.ts's errorText) */
  errors: Readonly<Record<string, string>>;
}

const PageTextsContext = createContext<PageTexts | null>(null);

/**
 * Given by the server (Texts.tsx) around the client components that read these namespaces: the
 * document gives those of every page, a page adds its own forms'. Nested ones add to those above.
 */
export function TextsProvider({ locale, texts, errors, children }: PageTexts & { children: ReactNode }) {
  const above = useContext(PageTextsContext);
  return <PageTextsContext value={{ locale, texts: { ...above?.texts, ...texts }, errors: { ...above?.errors, ...errors } }}>{children}</PageTextsContext>;
}

// The document gives every page a provider (SiteDocument); the checks below are for developers
// only: a production build drops them, every byte here loads with every page.
export function usePageTexts(): PageTexts {
  const page = useContext(PageTextsContext);
  if (process.env.NODE_ENV !== 'production' && !page) throw new Error('No <Texts> around this client component');
  return page!;
}

/** One namespace of the catalogue in the page's language, its {name} places left to fill (lib/i18n/fill). */
export function useTexts<N extends ClientNamespace>(namespace: N): Catalogue[N] {
  const texts = usePageTexts().texts[namespace];
  if (process.env.NODE_ENV !== 'production' && !texts) throw new Error(`The page gives no “${namespace}” texts: add it to its <Texts namespaces>`);
  return texts!;
}

/** The page's language. */
export const usePageLocale = (): Locale => usePageTexts().locale;

/** The addresses of the site in the page's language: useLocalePath()('/favoris') → '/ar/favoris' on an Arabic page. */
export function useLocalePath(): (path: string) => string {
  const { locale } = usePageTexts();
  return (path) => localePath(locale, path);
}
