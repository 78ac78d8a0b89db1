/**
 * The signals of a risk assessment as sentences a person understands, in a language (messages:
 * risk): the admin's queue shows them in French, with their evidence written in.
 */
import 'server-only';
import { formatNumber } from '@/lib/format';
import { formatPhone } from '@/lib/phone';
import type { Locale } from '@/lib/i18n/locales';
import type { RiskSignal } from '@/lib/trust';
import { translator } from '../i18n';

/** A number found in a text is written as people read it. */
const shown = (item: string) => (/^\+212\d{9}$/.test(item) ? formatPhone(item) : item);

export function riskReasons(locale: Locale, signals: RiskSignal[]): { code: RiskSignal['code']; poids: number; fort: boolean; texte: string }[] {
  const t = translator(locale, 'risk');
  const value = (name: string, given: RiskSignal['preuve'][string]): string => {
    if (Array.isArray(given))
      // Photos found elsewhere are shown as pictures beside the reason, not written into it.
      return given
        .filter((item): item is string => typeof item === 'string')
        .map((item) => (name === 'types' ? t(`types.${item as 'telephone' | 'email' | 'whatsapp'}`) : `« ${shown(item)} »`))
        .join(', ');
    return typeof given === 'number' ? formatNumber(given) : given;
  };
  return signals.map((signal) => ({
    code: signal.code,
    poids: signal.poids,
    fort: signal.fort,
    texte: t(signal.code, Object.fromEntries(Object.entries(signal.preuve).map(([name, given]) => [name, value(name, given)]))),
  }));
}
