'use client';

import { useEffect, useState } from 'react';
import { LOCALE_COOKIE, switchUrl, type Locale } from '@/lib/i18n/locales';
import { useTexts } from '../texts/TextsProvider';

export interface LanguageSuggestionProps {
  /** the page's language */
  locale: Locale;
  /** the one offered, in which the bar speaks (its texts, language, are given in it) */
  target: Locale;
}

/**
 * The bar that offers the other language to a first visit whose browser prefers it, or to someone
 * who chose it before: never a redirect, so that search engines and shared links get the page they
 * asked for. Loaded after the page (LanguageOffer), so that no first-load JavaScript carries it.
 */
export function LanguageSuggestion({ locale, target }: LanguageSuggestionProps) {
  const texts = useTexts('language');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(fr|ar)`).exec(document.cookie)?.[1];
    const languages = navigator.languages.map((language) => language.toLowerCase());
    const wanted = chosen ? chosen === target : languages.some((language) => language.startsWith(target)) && !languages[0]?.startsWith(locale);
    // Decided once the page is on screen, from what only the browser knows.
    const timer = setTimeout(() => setShown(wanted));
    return () => clearTimeout(timer);
  }, [locale, target]);
  if (!shown) return null;
  return (
    <div
      role="region"
      aria-label={texts.suggestion}
      lang={target}
      dir={target === 'ar' ? 'rtl' : 'ltr'}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-ink p-3 text-sm text-white shadow-lg"
    >
      <p className="flex-1">{texts.suggestion}</p>
      <a href={switchUrl(target)} rel="nofollow" className="btn-primary min-h-11">
        {texts.suggestionAction}
      </a>
      <button
        type="button"
        className="btn min-h-11 text-white hover:bg-white/10"
        onClick={() => {
          document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
          setShown(false);
        }}
      >
        {texts.dismiss}
      </button>
    </div>
  );
}
