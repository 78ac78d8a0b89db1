'use client';

import { usePriceGuide } from '@/lib/api/use-price-guide';
import { formatPrice } from '@/lib/format';
import { MIN_COMPARABLES } from '@/lib/price-guide';

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
  const km = kilometrage.replace(/\s/g, '');
  const ready = marque.trim() !== '' && modele.trim() !== '' && /^(19|20)\d{2}$/.test(annee.trim());
  const guide = usePriceGuide(
    ready ? { marque, modele: modele.trim(), annee: annee.trim(), kilometrage: /^\d{1,7}$/.test(km) ? km : undefined, exclure } : null,
  );

  if (!ready || !guide) return null;
  return (
    <div className="rounded-xl bg-canvas p-3 text-sm ring-1 ring-line" role="status">
      <p className="font-semibold">Repère de prix</p>
      {guide.comparables >= MIN_COMPARABLES && guide.mediane !== null ? (
        <p className="text-muted">
          D’après {guide.comparables} annonces comparables (même modèle, année ±2, kilométrage proche) : prix médian{' '}
          <strong className="text-ink">{formatPrice(guide.mediane)}</strong>, la moitié entre {formatPrice(guide.bas)} et {formatPrice(guide.haut)}.
        </p>
      ) : (
        <p className="text-muted">Pas encore assez d’annonces comparables en ligne pour proposer un repère de prix.</p>
      )}
    </div>
  );
}
