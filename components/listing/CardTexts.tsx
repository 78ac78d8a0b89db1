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
}

const CardTextsContext = createContext<CardTexts | null>(null);

/** Given once per page by the document (SiteDocument): a page shows dozens of cards. */
export function CardTextsProvider({ texts, children }: { texts: CardTexts; children: ReactNode }) {
  return <CardTextsContext value={texts}>{children}</CardTextsContext>;
}

export function useCardTexts(): CardTexts {
  const texts = useContext(CardTextsContext);
  if (!texts) throw new Error('CardTextsProvider missing around the page');
  return texts;
}
