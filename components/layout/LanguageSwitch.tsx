import { LOCALE_NAME, switchUrl, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { LanguageOffer } from './LanguageOffer';

/**
 * The switch to the other language: a plain link (no script), named in that language. With
 * `suggest`, the page may then offer that language to a browser that prefers it (LanguageOffer).
 */
export function LanguageSwitch({ locale, suggest, className }: { locale: Locale; suggest?: boolean; className?: string }) {
  const target: Locale = locale === 'fr' ? 'ar' : 'fr';
  const t = translator(target, 'language');
  return (
    <>
      <a href={switchUrl(target)} hrefLang={target} lang={target} rel="nofollow" className={className} aria-label={t('switchTo')}>
        {LOCALE_NAME[target]}
      </a>
      {suggest ? (
        <LanguageOffer locale={locale} target={target} texts={{ suggestion: t('suggestion'), action: t('suggestionAction'), dismiss: t('dismiss') }} />
      ) : null}
    </>
  );
}
