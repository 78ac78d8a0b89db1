/**
 * /mon-garage: the visitor's motorcycles (lib/garage.ts), the chosen one first, each with its
 * original tyre sizes and the lists of what fits it; and the form that adds one. Plain forms that
 * post to the garage's form route: they work before the scripts load, or without them.
 */
import Link from 'next/link';
import { Fragment, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { bikeName, fitsBikeFilter, type GarageBike, type GarageNotice } from '@/lib/garage';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { GARAGE_FORM_URL, GARAGE_URL } from '@/lib/navigation';
import { listingListUrl } from '@/lib/routes';
import type { MarqueModeles } from '@/lib/schemas/reference';
import { signInUrl } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { EmptyState } from '../ui/EmptyState';
import { GarageHint } from './GarageHint';
import { OriginalTyres } from './OriginalTyres';

type Texts = ReturnType<typeof translator<'garage'>>;

/** The hidden fields and button of one of a bike's forms (choose it, take it out). */
function BikeForm({
  locale,
  bike,
  action,
  children,
  ...button
}: { locale: Locale; bike: GarageBike; action: 'choisir' | 'retirer'; children: ReactNode } & Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'aria-label' | 'title'
>) {
  return (
    <form method="post" action={localePath(locale, GARAGE_FORM_URL)}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="moto" value={bike.idgarage} />
      <button type="submit" {...button}>
        {children}
      </button>
    </form>
  );
}

function TyreSizes({ bike, locale, t }: { bike: GarageBike; locale: Locale; t: Texts }) {
  if (!bike.pneu_avant && !bike.pneu_arriere) return <p className="text-sm text-muted">{t('noTyres')}</p>;
  return (
    <OriginalTyres
      bike={bike}
      locale={locale}
      label={t('originalTyres')}
      front={(size) => t('front', { size })}
      rear={(size) => t('rear', { size })}
      className="text-sm"
    />
  );
}

function BikeItem({ bike, locale, t }: { bike: GarageBike; locale: Locale; t: Texts }) {
  const name = bikeName(bike);
  const fits = fitsBikeFilter(bike);
  const lists = [
    ['parts', listingListUrl('piece-rechange', fits)],
    ['tyres', listingListUrl('pneu', fits)],
    ['motoGear', listingListUrl('equipement-moto', fits)],
  ] as const;
  return (
    <li className={`card space-y-3 p-4 ${bike.choisie ? 'ring-2 ring-brand' : ''}`}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold leading-snug">
            <bdi>
              {bike.marque} {bike.modele}
            </bdi>
          </p>
          <p className="text-sm text-muted">{bike.annee ?? t('yearUnknown')}</p>
        </div>
        {bike.choisie ? (
          <span className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-white">{t('chosen')}</span>
        ) : (
          <BikeForm locale={locale} bike={bike} action="choisir" className="btn-secondary min-h-11 text-sm" aria-label={t('chooseLabel', { bike: name })}>
            {t('choose')}
          </BikeForm>
        )}
        <BikeForm locale={locale} bike={bike} action="retirer" className="icon-btn" aria-label={t('remove', { bike: name })} title={t('removeTitle')}>
          <span aria-hidden="true">✕</span>
        </BikeForm>
      </div>
      <TyreSizes bike={bike} locale={locale} t={t} />
      <nav aria-label={`${t('fitsLinks')} : ${name}`} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{t('fitsLinks')}</span>
        {lists.map(([key, href]) => (
          <Fragment key={key}>
            {' '}
            <Link href={localeHref(locale, href)} className="btn-secondary min-h-9 py-1 text-sm">
              {t(key)}
            </Link>
          </Fragment>
        ))}
      </nav>
    </li>
  );
}

function AddBikeForm({ brands, locale, t }: { brands: MarqueModeles[]; locale: Locale; t: Texts }) {
  const latest = new Date().getFullYear() + 1;
  return (
    <form method="post" action={localePath(locale, GARAGE_FORM_URL)} className="card space-y-4 p-4" aria-labelledby="garage-add-title">
      <h2 id="garage-add-title" className="text-lg font-bold">
        {t('addTitle')}
      </h2>
      <input type="hidden" name="action" value="ajouter" />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor="garage-model" className="label">
            {t('modelLabel')}
          </label>
          <select id="garage-model" name="idmodele" className="field" required defaultValue="">
            <option value="" disabled>
              {t('modelPlaceholder')}
            </option>
            {brands.map((brand) => (
              <optgroup key={brand.slug} label={brand.nom_marque}>
                {brand.modeles.map((model) => (
                  <option key={model.idmodele} value={model.idmodele}>
                    {brand.nom_marque} {model.nom_modele}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="garage-year" className="label">
            {t('yearLabel')}
          </label>
          <input id="garage-year" name="annee" className="field" inputMode="numeric" maxLength={4} autoComplete="off" aria-describedby="garage-year-hint" />
        </div>
      </div>
      <p id="garage-year-hint" className="text-sm text-muted">
        {t('yearHint', { max: String(latest) })}
      </p>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {t('add')}
      </button>
    </form>
  );
}

export function GaragePage({
  bikes,
  max,
  brands,
  signedIn,
  notice,
  error,
  locale,
}: {
  bikes: GarageBike[];
  max: number;
  brands: MarqueModeles[];
  signedIn: boolean;
  notice: GarageNotice | null;
  /** a refusal of the last form, in the page's language */
  error: string | null;
  locale: Locale;
}) {
  const t = translator(locale, 'garage');
  return (
    <div className="container-page max-w-3xl space-y-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        {bikes.length > 0 ? <p className="text-sm text-muted">{t('count', { n: bikes.length, max })}</p> : null}
      </div>
      <p className="text-muted">{t('intro')}</p>
      {notice ? (
        <p role="status" className="rounded-lg bg-brand-light px-4 py-3 text-sm font-medium text-ink">
          {t(`notices.${notice}`)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      {signedIn ? null : (
        <p className="text-sm text-muted">
          {t.rich('guest', {
            link: (text) => (
              <Link href={signInUrl(localePath(locale, GARAGE_URL))} className="link">
                {text}
              </Link>
            ),
          })}
        </p>
      )}
      {bikes.length === 0 ? (
        <EmptyState title={t('emptyTitle')}>{t('emptyText')}</EmptyState>
      ) : (
        <section aria-label={t('bikes')}>
          <ul className="space-y-3">
            {bikes.map((bike) => (
              <BikeItem key={bike.idgarage} bike={bike} locale={locale} t={t} />
            ))}
          </ul>
        </section>
      )}
      {bikes.length >= max ? <p className="text-sm text-muted">{t('full', { max })}</p> : <AddBikeForm brands={brands} locale={locale} t={t} />}
      <GarageHint bikes={bikes} signedIn={signedIn} />
    </div>
  );
}
