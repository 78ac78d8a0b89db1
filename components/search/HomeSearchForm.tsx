'use client';

import { useRouter } from 'next/navigation';
import { useId, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { bffRead } from '@/lib/api/browser';
import { useReadOnce } from '@/lib/api/read-once';
import { equipmentTypeOf, LISTING_URL_TYPES, type ListingUrlType } from '@/lib/listing-types';
import type { Categorie, CityChoice } from '@/lib/schemas/reference';
import { homeSearchUrl, type HomeSearchFields } from '@/lib/home-search';
import { SearchIcon } from '../ui/icons';
import { BrandCombobox } from './BrandCombobox';
import { useLocalePath, usePageLocale, useTexts } from '../texts/TextsProvider';

interface State extends HomeSearchFields {
  type: ListingUrlType;
}

type Action = { kind: 'type'; type: ListingUrlType } | { kind: 'field'; field: keyof HomeSearchFields; value: string };

const EMPTY: HomeSearchFields = { marque: '', modele: '', prixmin: '', prixmax: '', ville: '', cylindreeMin: '', cylindreeMax: '', categorie: '' };

function reducer(state: State, action: Action): State {
  if (action.kind === 'field') return { ...state, [action.field]: action.value };
  if (action.type === state.type) return state;
  // Spec: switching type clears brand, model, prices and city (and the category, whose list changes).
  return { ...state, type: action.type, marque: '', modele: '', prixmin: '', prixmax: '', ville: '', categorie: '' };
}

/** The choices of a type: its brands (motos) or its categories (the other types), read once per page. */
type Choices = { marques: string[] } | { categories: Categorie[] };
const choiceLoaders = Object.fromEntries(
  LISTING_URL_TYPES.map((type) => {
    const equipmentType = equipmentTypeOf(type);
    const load = async (): Promise<Choices> =>
      equipmentType
        ? { categories: await bffRead('/equipement/categories/:type', { param: { type: equipmentType } }) }
        : { marques: (await bffRead('/marque', { query: { type: 'moto' } })).map((m) => m.nom_marque) };
    return [type, load];
  }),
) as Record<ListingUrlType, () => Promise<Choices>>;

/** The Annonces tab of the home page: pick a type, narrow it, and go to its list. */
export function HomeSearchForm({ initialMarques, villes }: { initialMarques: string[]; villes: CityChoice[] }) {
  const texts = useTexts('homeForm');
  const pagePath = useLocalePath();
  // On an Arabic page, categories are named by their Arabic names where they have one.
  const arabic = usePageLocale() === 'ar';
  const typeNames = useTexts('listingTypes');
  const router = useRouter();
  const id = useId();
  const [state, dispatch] = useReducer(reducer, { ...EMPTY, type: 'moto' });
  // Switching type reads its brands or categories; the page came with the motos' brands.
  const [switched, setSwitched] = useState(false);
  const choices = useReadOnce(switched ? `choix:${state.type}` : null, choiceLoaders[state.type]);
  const loading = choices?.status === 'loading';
  const loaded = choices?.status === 'ready' ? choices.value : null;
  const marques = loaded && 'marques' in loaded ? loaded.marques : initialMarques;
  const categories = loaded && 'categories' in loaded ? loaded.categories : [];
  const loadError = choices?.status === 'failed' ? (equipmentTypeOf(state.type) ? texts.categoriesFailed : texts.brandsFailed) : null;

  const set = (field: keyof HomeSearchFields) => (event: { target: { value: string } }) => dispatch({ kind: 'field', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push(pagePath(homeSearchUrl(state.type, state)));
  };
  const moto = state.type === 'moto';
  /** A control of the form under its label, and what binds it to its field. */
  const labelled = (field: keyof HomeSearchFields, label: string, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="label">
        {label}
      </label>
      {control}
    </div>
  );
  const bound = (field: keyof HomeSearchFields) => ({ id: `${id}-${field}`, className: 'field', name: field, value: state[field], onChange: set(field) });
  const numberInput = (field: keyof HomeSearchFields, label: string, placeholder: string) =>
    labelled(field, label, <input {...bound(field)} type="number" inputMode="numeric" min={0} placeholder={placeholder} />);

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={texts.label}>
      <fieldset>
        <legend className="label">{texts.type}</legend>
        <div className="flex flex-wrap gap-2">
          {LISTING_URL_TYPES.map((type) => (
            <label
              key={type}
              className={`cursor-pointer rounded-full px-3 py-2 text-sm font-medium ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${state.type === type ? 'bg-brand text-white ring-brand' : 'bg-white ring-line hover:ring-brand'}`}
            >
              <input
                type="radio"
                name="type"
                value={type}
                checked={state.type === type}
                onChange={() => {
                  setSwitched(true);
                  dispatch({ kind: 'type', type });
                }}
                className="sr-only"
              />
              {typeNames[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {moto ? (
          <>
            <BrandCombobox
              brands={marques}
              value={state.marque}
              onChange={(value) => dispatch({ kind: 'field', field: 'marque', value })}
              disabled={loading}
              texts={texts.brandBox}
            />
            {labelled('modele', texts.model, <input {...bound('modele')} type="text" placeholder={texts.modelPlaceholder} maxLength={100} />)}
          </>
        ) : (
          <div className="sm:col-span-2">
            {labelled(
              'categorie',
              texts.category,
              <select {...bound('categorie')} disabled={loading} aria-busy={loading}>
                <option value="">{loading ? texts.loading : texts.allCategories}</option>
                {categories.map((c) => (
                  <option key={c.idcategorie} value={c.nom_categorie}>
                    {(arabic && c.nom_ar) || c.nom_categorie}
                  </option>
                ))}
              </select>,
            )}
          </div>
        )}
        {labelled(
          'ville',
          texts.city,
          <select {...bound('ville')}>
            <option value="">{texts.allMorocco}</option>
            {villes.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>,
        )}
        <div className="grid grid-cols-2 gap-2">
          {numberInput('prixmin', texts.priceMin, '0')}
          {numberInput('prixmax', texts.priceMax, texts.max)}
        </div>
        {moto ? (
          <div className="grid grid-cols-2 gap-2 lg:col-start-4">
            {numberInput('cylindreeMin', texts.engineMin, 'cm³')}
            {numberInput('cylindreeMax', texts.engineMax, 'cm³')}
          </div>
        ) : null}
      </div>
      {loadError ? (
        <p role="alert" id={`${id}-error`} className="text-sm text-brand">
          {loadError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto sm:px-8">
        <SearchIcon /> {texts.submit}
      </button>
    </form>
  );
}
