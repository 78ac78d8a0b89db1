'use client';

import { usePriceGuide } from '@/lib/api/use-price-guide';
import { fillText } from '@/lib/i18n/fill';
import { formatPriceIn } from '@/lib/i18n/format';
import { MIN_COMPARABLES } from '@/lib/price-guide';
import { usePageLocale, useTexts } from '../texts/TextsProvider';

/**
 * While a moto is being posted: what comparable published listings ask, once brand, model and
 * year are known (and the mileage, for its band). Says nothing rather than guess under five.
 */
export function PriceGuideHint({
  marque,
  modele,
  annee,
  kilometrage,
  exclure,
}: {
  marque: string;
  modele: string;
  annee: string;
  kilometrage: string;
  exclure?: number;
}) {
  const texts = useTexts('sell');
  const locale = usePageLocale();
  const price = (value: number | null) => formatPriceIn(locale, value);
  const km = kilometrage.replace(/\s/g, '');
  const ready = marque.trim() !== '' && modele.trim() !== '' && /^(19|20)\d{2}$/.test(annee.trim());
  const guide = usePriceGuide(
    ready ? { marque, modele: modele.trim(), annee: annee.trim(), kilometrage: /^\d{1,7}$/.test(km) ? km : undefined, exclure } : null,
  );

  if (!ready || !guide) return null;
  return (
    <div className="rounded-xl bg-canvas p-3 text-sm ring-1 ring-line" role="status">
      <p className="font-semibold">{texts.guideTitle}</p>
      {guide.comparables >= MIN_COMPARABLES && guide.mediane !== null ? (
        <p className="text-muted">
          {fillText(texts.guideBefore, { count: guide.comparables })} <strong className="text-ink">{price(guide.mediane)}</strong>
          {fillText(texts.guideAfter, { low: price(guide.bas), high: price(guide.haut) })}
        </p>
      ) : (
        <p className="text-muted">{texts.guideNone}</p>
      )}
    </div>
  );
}
