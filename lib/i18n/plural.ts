/**
 * The browser's half of server/i18n's pluralForms: the text of the form a number takes, its
 * {count} filled in. Tiny: client modules ship it.
 */
import { fillText } from './fill';

export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>>;

export function pluralText(locale: string, forms: PluralTexts, n: number, count: string): string {
  const form = new Intl.PluralRules(locale).select(n);
  return fillText(forms[form] ?? forms.other ?? '', { count });
}
