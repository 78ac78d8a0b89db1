import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { LanguageSwitchView } from './LanguageSwitchView';

/** The switch to the other language, with that language's texts (see LanguageSwitchView). */
export function LanguageSwitch({ locale, suggest, className }: { locale: Locale; suggest?: boolean; className?: string }) {
  const target: Locale = locale === 'fr' ? 'ar' : 'fr';
  const t = translator(target, 'language');
  const texts = { switchTo: t('switchTo'), suggestion: t('suggestion'), suggestionAction: t('suggestionAction'), dismiss: t('dismiss') };
  return <LanguageSwitchView locale={locale} target={target} texts={texts} suggest={suggest} className={className} />;
}
