'use client';

/** What only a moto has, and what only equipment has, in the posting form. */
import { useId } from 'react';
import type { ListingFormOptions, ListingFormValues } from '@/lib/listing-form';
import { MOTO_CATEGORIES, type EquipmentType } from '@/lib/listing-types';
import type { MarqueDetail } from '@/lib/schemas/reference';
import { LISTING_LIMITS, latestModelYear } from '@/lib/schemas/listing-write';
import { Field } from '../forms/Field';
import { BrandCombobox } from '../search/BrandCombobox';
import { Select } from '../forms/Field';
import { useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';
import { fillText } from '@/lib/i18n/fill';
import { parseTyreSize, TYRE_POSITIONS, tyreSizeText } from '@/lib/tyre-sizes';
import { fitsMotorcycles } from '@/lib/fitment';
import { FitmentFields } from './FitmentFields';

interface KindFieldsProps {
  options: ListingFormOptions;
  values: ListingFormValues;
  errors: Record<string, string>;
  change: (patch: Partial<ListingFormValues>) => void;
}

/** A field's message in the page's language. */
function useShown(errors: Record<string, string>) {
  const say = useErrorText();
  return (field: string) => say(errors[field]) ?? undefined;
}

/**
 * A tyre's size, typed in one field however the seller writes it, with what it was read as (the
 * size as the sidewall writes it) while they type; and front or rear.
 */
function TyreFields({ values, shown, change }: Pick<KindFieldsProps, 'values' | 'change'> & { shown: (field: string) => string | undefined }) {
  const texts = useTexts('sell');
  const read = values.taille_pneu.trim() ? parseTyreSize(values.taille_pneu) : null;
  return (
    <>
      <Field
        label={texts.tyreSize}
        name="taille_pneu"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="120/70 ZR17 58W"
        maxLength={40}
        value={values.taille_pneu}
        onChange={(e) => change({ taille_pneu: e.target.value })}
        error={shown('taille_pneu')}
        hint={read?.ok ? fillText(texts.tyreSizeRead, { size: tyreSizeText(read.size) }) : texts.tyreSizeHint}
      />
      <Select
        label={texts.tyrePosition}
        name="position_pneu"
        value={values.position_pneu}
        onChange={(position) => change({ position_pneu: position as ListingFormValues['position_pneu'] })}
        error={shown('position_pneu')}
        placeholder={texts.tyrePositionNone}
      >
        {TYRE_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {texts.tyrePositions[position]}
          </option>
        ))}
      </Select>
    </>
  );
}

/** The numbers of a moto, typed as people type them ("15 000"). */
const MOTO_NUMBERS = [
  { name: 'model', label: 'year', placeholder: () => String(latestModelYear() - 3) },
  { name: 'kilometrage', label: 'mileage', placeholder: () => '15 000' },
  { name: 'cylindre', label: 'engine', placeholder: () => '125' },
] as const;

export function MotoFields({
  options,
  values,
  errors,
  change,
  models,
  chooseModel,
}: KindFieldsProps & { models: MarqueDetail['modeles']; chooseModel: (nom: string) => void }) {
  const id = useId();
  const texts = useTexts('sell');
  const shown = useShown(errors);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <BrandCombobox
          brands={options.motoBrands.map((b) => b.nom)}
          value={values.marque}
          onChange={(marque) => change({ marque })}
          required
          error={shown('marque')}
          texts={texts.brandBox}
        />
        <Field
          label={texts.model}
          name="modele"
          list={`${id}-models`}
          autoComplete="off"
          value={values.modele}
          onChange={(e) => chooseModel(e.target.value)}
          error={shown('modele')}
          maxLength={LISTING_LIMITS.modele}
          required
        >
          <datalist id={`${id}-models`}>
            {models.map((model) => (
              <option key={model.idmodele} value={model.nom_modele} />
            ))}
          </datalist>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {MOTO_NUMBERS.map((number) => (
          <Field
            key={number.name}
            label={texts[number.label]}
            name={number.name}
            inputMode="numeric"
            dir="ltr"
            placeholder={number.placeholder()}
            value={values[number.name]}
            onChange={(e) => change({ [number.name]: e.target.value })}
            error={shown(number.name)}
            required
          />
        ))}
      </div>
      <Select
        label={texts.category}
        name="categorie_moto"
        value={values.categorie_moto}
        onChange={(categorie_moto) => change({ categorie_moto })}
        error={shown('categorie_moto')}
        placeholder={texts.chooseCategory}
      >
        {MOTO_CATEGORIES.map((categorie) => (
          <option key={categorie} value={categorie}>
            {texts.motoCategories[categorie]}
          </option>
        ))}
      </Select>
    </>
  );
}

export function EquipmentFields({ options, type, values, errors, change }: KindFieldsProps & { type: EquipmentType }) {
  const texts = useTexts('sell');
  const shown = useShown(errors);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={texts.category}
        name="idcategorie"
        value={values.idcategorie}
        onChange={(idcategorie) => change({ idcategorie })}
        error={shown('idcategorie')}
        placeholder={texts.chooseCategory}
      >
        {options.categories[type].map((categorie) => (
          <option key={categorie.idcategorie} value={categorie.idcategorie}>
            {categorie.nom_categorie}
          </option>
        ))}
      </Select>
      <Select
        label={texts.brandOptional}
        name="marque"
        value={values.marque}
        onChange={(marque) => change({ marque })}
        error={shown('marque')}
        placeholder={texts.noBrand}
      >
        {options.equipmentBrands[type].map((marque) => (
          <option key={marque} value={marque}>
            {marque}
          </option>
        ))}
      </Select>
      {type === 'pneu' ? <TyreFields values={values} shown={shown} change={change} /> : null}
      {fitsMotorcycles(type) ? (
        <div className="sm:col-span-2">
          <FitmentFields values={values} error={shown('compatibilites') ?? shown('universel')} change={change} />
        </div>
      ) : null}
    </div>
  );
}
