import { LOCALE_NAME, switchUrl, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { Texts } from '../texts/Texts';
import { LanguageOffer } from './LanguageOffer';

/**
 * The switch to the other language: a plain link (no script), named in that language. With
 * `suggest`, the page may then offer that language to a browser that prefers it (LanguageOffer),
 * in that language: its texts are given in the target language, its own provider's.
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
        <Texts locale={target} namespaces={['language']}>
          <LanguageOffer locale={locale} target={target} />
        </Texts>
      ) : null}
    </>
  );
}
