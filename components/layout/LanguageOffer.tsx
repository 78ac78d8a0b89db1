'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { LanguageSuggestionProps } from './LanguageSuggestion';

/** Loads the bar that may offer the other language once the page is there (LanguageSuggestion). */
export function LanguageOffer(props: LanguageSuggestionProps) {
  const [Suggestion, setSuggestion] = useState<ComponentType<LanguageSuggestionProps> | null>(null);
  useEffect(() => {
    void import('./LanguageSuggestion').then((module) => setSuggestion(() => module.LanguageSuggestion));
  }, []);
  return Suggestion ? <Suggestion {...props} /> : null;
}
