'use client';

/**
 * What a part, a tyre or a piece of moto equipment says to the visitor who chose a motorcycle in
 * their garage (lib/garage's bikeFit): "Compatible avec votre …", or "Vérifiez la compatibilité"
 * when its seller did not name that model. Loaded by BikeFitSlot once a motorcycle is known.
 */
import Link from 'next/link';
import { bikeFit, bikeName, type GarageBike } from '@/lib/garage';
import type { FittedModel } from '@/lib/fitment';
import { fillText } from '@/lib/i18n/fill';
import { localeHref } from '@/lib/i18n/twins';
import { GARAGE_URL } from '@/lib/navigation';
import { usePageTexts, useTexts } from '../texts/TextsProvider';

export function BikeFit({ bike, universel, compatibilites }: { bike: GarageBike; universel: boolean; compatibilites: FittedModel[] }) {
  const texts = useTexts('garageBar');
  const { locale } = usePageTexts();
  const fit = bikeFit(bike, { universel, compatibilites });
  const values = { bike: bikeName(bike) };
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 text-sm ${fit === 'fits' ? 'bg-green-50 text-green-900 ring-1 ring-green-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}
    >
      <p className="font-semibold">
        <span aria-hidden="true">{fit === 'fits' ? '✓ ' : '! '}</span>
        {fillText(fit === 'check' ? texts.check : universel ? texts.fitsUniversal : texts.fits, values)}
      </p>
      {fit === 'check' ? <p>{texts.checkHint}</p> : null}
      <Link href={localeHref(locale, GARAGE_URL)} className="link">
        {texts.change}
      </Link>
    </div>
  );
}
