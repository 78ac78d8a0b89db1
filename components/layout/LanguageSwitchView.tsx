'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { hasArabicTwin, LOCALE_NAME, localePath, rememberLocale, splitLocale, type Locale } from '@/lib/i18n/locales';

/** The other language's texts, written in it (messages: language). */
export interface LanguageTexts {
  switchTo: string;
  suggestion: string;
  suggestionAction: string;
  dismiss: string;
}

type Suggestion = ComponentType<{ locale: Locale; target: Locale; href: string; texts: LanguageTexts }>;

/**
 * The link to this page in the other language (its home while the page has no twin there), which
 * remembers the choice in a cookie. With `suggest`, the page then loads the bar that may offer the
 * other language (LanguageSuggestion): never a redirect, so that search engines and shared links
 * get the page they asked for.
 */
export function LanguageSwitchView({
  locale,
  target,
  texts,
  suggest = false,
  className = '',
}: {
  locale: Locale;
  target: Locale;
  texts: LanguageTexts;
  suggest?: boolean;
  className?: string;
}) {
  const { path } = splitLocale(usePathname());
  const href = target === 'ar' ? localePath('ar', hasArabicTwin(path) ? path : '/') : path;
  const [Offer, setOffer] = useState<Suggestion | null>(null);
  useEffect(() => {
    if (suggest) void import('./LanguageSuggestion').then((module) => setOffer(() => module.LanguageSuggestion));
  }, [suggest]);
  return (
    <>
      <a href={href} hrefLang={target} lang={target} className={className} aria-label={texts.switchTo} onClick={() => rememberLocale(target)}>
        {LOCALE_NAME[target]}
      </a>
      {Offer ? <Offer locale={locale} target={target} href={href} texts={texts} /> : null}
    </>
  );
}
