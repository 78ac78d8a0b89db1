'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The listing cards' and hearts' texts in the page's language (messages: card). */
export interface CardTexts {
  noPhoto: string;
  sponsored: string;
  /** "Favori : {titre}" */
  favourite: string;
  addFavourite: string;
  removeFavourite: string;
  /** where a heart posts before the page's scripts run, in the page's language */
  heartAction: string;
}

/** The error page's texts (messages: error). */
export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
  home: string;
  homeHref: string;
  /** "Référence : {digest}" */
  reference: string;
}

/**
 * Texts that client components all over a page need, given once per page by the document
 * (SiteDocument) rather than to each of dozens of cards; the error page of a segment, which is a
 * client component rendered inside the document, reads its own here too.
 */
export interface PageTexts {
  card: CardTexts;
  error: ErrorTexts;
}

const PageTextsContext = createContext<PageTexts | null>(null);

export function PageTextsProvider({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  return <PageTextsContext value={texts}>{children}</PageTextsContext>;
}

export function usePageTexts(): PageTexts {
  const texts = useContext(PageTextsContext);
  if (!texts) throw new Error('PageTextsProvider missing around the page');
  return texts;
}
