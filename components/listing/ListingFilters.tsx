import Link from 'next/link';
import type { InputHTMLAttributes } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ListingUrlType } from '@/lib/listing-types';
import { markupOnce, optionMarkup, optionsMarkup } from '@/lib/markup';
import type { Categorie, Marque, Ville } from '@/lib/schemas/reference';
import type { TyreSizeSummary } from '@/lib/schemas/listings';
import { formatNumber, leftToRightIn } from '@/lib/i18n/format';
import { tyreKeyText } from '@/lib/tyre-sizes';
import type { ListingFilters as Filters } from '@/lib/search';
import { MAX_SEARCH_LENGTH } from '@/lib/search-limits';
import { translator } from '@/server/i18n';
import { SearchIcon } from '../ui/icons';
import { categoryNameIn, cityNameIn } from '@/server/reference-names';

interface Props {
  urlType: ListingUrlType;
  filters: Filters;
  action: string;
  marques: Marque[];
  categories: Categorie[];
  villes: Ville[];
  /** the tyre sizes on sale (the tyre list's size filter) */
  tailles?: TyreSizeSummary[];
  /** the page's language */
  locale?: Locale;
}

/** Field ids: there is one filter form per page. */
const fieldId = (name: string) => `filtre-${name}`;

function NumberField({ value, step, ...field }: { name: string; label: string; value?: number; placeholder?: string; step?: number }) {
  return <TextField {...field} value={value?.toString()} type="number" inputMode="numeric" min={0} step={step ?? 1} />;
}

/** A labelled text box of the filters (the words, the model), sent with the form as it is. */
function TextField({ name, label, value, ...input }: { name: string; label: string; value?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="label">
        {label}
      </label>
      <input id={fieldId(name)} className="field" type="text" name={name} defaultValue={value} {...input} />
    </div>
  );
}

/** A select over a long list that every page shows the same: its options as markup (lib/markup). */
function SelectField({
  name,
  label,
  value,
  anyChoice,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  /** the empty first choice */ anyChoice: string;
  options: string;
}) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="label">
        {label}
      </label>
      <select
        id={fieldId(name)}
        className="field"
        name={name}
        defaultValue={value ?? ''}
        dangerouslySetInnerHTML={{ __html: optionsMarkup(anyChoice, options, value) }}
      />
    </div>
  );
}

const brandOptions = markupOnce((marques: readonly Marque[]) => marques.map((m) => optionMarkup(m.nom_marque)).join(''));
/** Each language's category options, named like the cities'. */
const categoryOptions = {
  fr: markupOnce((categories: readonly Categorie[]) => categories.map((c) => optionMarkup(c.nom_categorie)).join('')),
  ar: markupOnce((categories: readonly Categorie[]) => categories.map((c) => optionMarkup(c.nom_categorie, categoryNameIn('ar', c.nom_categorie))).join('')),
};
/** Each language's city options: the value is the stored name, the label the name in the language. */
const cityOptions = {
  fr: markupOnce((villes: readonly Ville[]) => villes.map((v) => optionMarkup(v.nom)).join('')),
  ar: markupOnce((villes: readonly Ville[]) => villes.map((v) => optionMarkup(v.nom, cityNameIn('ar', v.nom))).join('')),
};

/** A size's number parts, to list sizes as a size chart does: by width, then ratio, then rim. */
const sizeParts = (key: string) => key.split('-').map(Number);
function bySize(a: TyreSizeSummary, b: TyreSizeSummary): number {
  const [x, y] = [sizeParts(a.taille), sizeParts(b.taille)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
const sizeOption = (locale: Locale, key: string, count?: number) =>
  optionMarkup(key, `${leftToRightIn(locale, tyreKeyText(key))}${count === undefined ? '' : ` (${formatNumber(count)})`}`);
/** Each language's tyre size options, by size, each with how many are on sale. */
const sizeOptionsIn = (locale: Locale) =>
  markupOnce((sizes: readonly TyreSizeSummary[]) =>
    [...sizes]
      .sort(bySize)
      .map((s) => sizeOption(locale, s.taille, s.annonces))
      .join(''),
  );
const sizeOptions = { fr: sizeOptionsIn('fr'), ar: sizeOptionsIn('ar') };

/** The filters of a list page: a plain GET form, so that every search is a shareable URL. */
export function ListingFilters({ urlType, filters, action, marques, categories, villes, tailles = [], locale = 'fr' }: Props) {
  const moto = urlType === 'moto';
  const t = translator(locale, 'listFilters');
  return (
    <form method="get" action={action} className="card space-y-4 p-4" role="search" aria-label={t('label')}>
      <TextField
        name="q"
        type="search"
        label={t('words')}
        value={filters.q}
        placeholder={moto ? t('wordsPlaceholderMoto') : t('wordsPlaceholderGear')}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
      />
      {moto ? (
        <>
          <SelectField name="marque" label={t('brand')} value={filters.marque} anyChoice={t('allBrands')} options={brandOptions(marques)} />
          <TextField name="modele" label={t('model')} value={filters.modele} placeholder={t('modelPlaceholder')} maxLength={100} />
        </>
      ) : (
        <SelectField
          name="categorie"
          label={t('category')}
          value={filters.categorie}
          anyChoice={t('allCategories')}
          options={categoryOptions[locale](categories)}
        />
      )}
      {urlType === 'pneu' ? (
        <SelectField
          name="taille"
          label={t('tyreSize')}
          value={filters.taille}
          anyChoice={t('allSizes')}
          // A size none are on sale of (an address typed or kept) is still the one chosen.
          options={`${filters.taille && !tailles.some((s) => s.taille === filters.taille) ? sizeOption(locale, filters.taille) : ''}${sizeOptions[locale](tailles)}`}
        />
      ) : null}
      <SelectField name="ville" label={t('city')} value={filters.ville} anyChoice={t('allMorocco')} options={cityOptions[locale](villes)} />
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="label">{t('price')}</legend>
        <NumberField name="prixmin" label={t('minimum')} value={filters.prixmin} placeholder="0" step={100} />
        <NumberField name="prixmax" label={t('maximum')} value={filters.prixmax} placeholder={t('max')} step={100} />
      </fieldset>
      {moto ? (
        <>
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="label">{t('engine')}</legend>
            <NumberField name="cylindreeMin" label={t('minimum')} value={filters.cylindreeMin} placeholder="50" />
            <NumberField name="cylindreeMax" label={t('maximum')} value={filters.cylindreeMax} placeholder="1800" />
          </fieldset>
          <NumberField name="kilometragemax" label={t('mileage')} value={filters.kilometragemax} placeholder={t('noLimit')} step={1000} />
        </>
      ) : null}
      {filters.tri ? <input type="hidden" name="tri" value={filters.tri} /> : null}
      {/* What fits a motorcycle (my garage's bar) stays through a change of the other filters. */}
      {filters.compatible !== undefined ? <input type="hidden" name="compatible" value={filters.compatible} /> : null}
      {filters.annee !== undefined ? <input type="hidden" name="annee" value={filters.annee} /> : null}
      {filters.dabord ? <input type="hidden" name="dabord" value="1" /> : null}
      <div className="flex flex-col gap-2">
        <button type="submit" className="btn-primary w-full">
          <SearchIcon /> {t('submit')}
        </button>
        <Link href={action} className="btn w-full text-muted hover:text-ink">
          {t('clear')}
        </Link>
      </div>
    </form>
  );
}
