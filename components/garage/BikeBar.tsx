'use client';

/**
 * The lists' bar once the visitor's motorcycle is known (GarageBar loads it then): the motorcycle,
 * what fits it first or only one tap away (and back), and its original tyre sizes.
 */
import Link from 'next/link';
import { bikeName, fitsBikeFilter, type GarageBike } from '@/lib/garage';
import { fillText } from '@/lib/i18n/fill';
import { localeHref } from '@/lib/i18n/twins';
import { GARAGE_URL } from '@/lib/navigation';
import { filtersToQuery, type ListingFilters } from '@/lib/search';
import { usePageTexts, useTexts } from '../texts/TextsProvider';
import { OriginalTyres } from './OriginalTyres';

export function BikeBar({ bike, basePath, filters }: { bike: GarageBike; basePath: string; filters: ListingFilters }) {
  const texts = useTexts('garageBar');
  const { locale } = usePageTexts();
  const garage = localeHref(locale, GARAGE_URL);
  const listHref = (change: Partial<ListingFilters>) =>
    `${basePath}${filtersToQuery({ ...filters, compatible: undefined, annee: undefined, dabord: undefined, ...change, page: 1 })}`;
  const fits = fitsBikeFilter(bike);
  const ofBike = filters.compatible === fits.compatible && filters.annee === fits.annee;
  /** what the list shows of the bike's: only what fits it, what fits it first, or nothing of it */
  const shown = ofBike ? (filters.dabord ? 'first' : 'only') : null;
  const choice = (label: string, href: string, primary: boolean) => (
    <Link href={href} className={primary ? 'btn-primary min-h-9 py-1 text-sm' : 'btn-secondary min-h-9 bg-white py-1 text-sm'}>
      {label}
    </Link>
  );
  return (
    <section aria-label={texts.label} className="mb-4 space-y-2 rounded-xl bg-brand-light px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{texts.yourBike}</span> <bdi className="font-bold">{bikeName(bike)}</bdi>{' '}
        <Link href={garage} className="link">
          {texts.change}
        </Link>
      </p>
      {shown ? <p className="font-semibold">{shown === 'only' ? texts.showingFits : texts.showingFirst}</p> : null}
      <p className="flex flex-wrap items-center gap-2">
        {shown === 'first' ? null : choice(texts.firstFits, listHref({ ...fits, dabord: true }), shown === null)}
        {shown === 'only' ? null : choice(texts.onlyFits, listHref(fits), false)}
        {shown ? choice(texts.showAll, listHref({}), false) : null}
      </p>
      {bike.pneu_avant || bike.pneu_arriere ? (
        <OriginalTyres
          bike={bike}
          locale={locale}
          label={texts.originalTyres}
          front={(size) => fillText(texts.front, { size })}
          rear={(size) => fillText(texts.rear, { size })}
        />
      ) : null}
    </section>
  );
}
