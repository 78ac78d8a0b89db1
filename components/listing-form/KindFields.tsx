'use client';

/** What only a moto has, and what only equipment has, in the posting form. */
import { useId } from 'react';
import type { ListingFormOptions, ListingFormValues } from '@/lib/listing-form';
import { MOTO_CATEGORIES, type EquipmentType } from '@/lib/listing-types';
import type { MarqueDetail } from '@/lib/schemas/reference';
import { LISTING_LIMITS, latestModelYear } from '@/lib/schemas/listing-write';
import { Field } from '../forms/Field';
import { BrandCombobox } from '../search/BrandCombobox';
import { Select } from './inputs';

interface KindFieldsProps {
  options: ListingFormOptions;
  values: ListingFormValues;
  errors: Record<string, string>;
  change: (patch: Partial<ListingFormValues>) => void;
}

/** The numbers of a moto, typed as people type them ("15 000"). */
const MOTO_NUMBERS = [
  { name: 'model', label: 'Année-modèle', placeholder: () => String(latestModelYear() - 3) },
  { name: 'kilometrage', label: 'Kilométrage (km)', placeholder: () => '15 000' },
  { name: 'cylindre', label: 'Cylindrée (cm³)', placeholder: () => '125' },
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
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <BrandCombobox
          brands={options.motoBrands.map((b) => b.nom)}
          value={values.marque}
          onChange={(marque) => change({ marque })}
          required
          error={errors.marque}
        />
        <Field
          label="Modèle"
          name="modele"
          list={`${id}-models`}
          autoComplete="off"
          value={values.modele}
          onChange={(e) => chooseModel(e.target.value)}
          error={errors.modele}
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
            label={number.label}
            name={number.name}
            inputMode="numeric"
            placeholder={number.placeholder()}
            value={values[number.name]}
            onChange={(e) => change({ [number.name]: e.target.value })}
            error={errors[number.name]}
            required
          />
        ))}
      </div>
      <Select
        label="Catégorie"
        name="categorie_moto"
        value={values.categorie_moto}
        onChange={(categorie_moto) => change({ categorie_moto })}
        error={errors.categorie_moto}
        placeholder="Choisissez une catégorie"
      >
        {MOTO_CATEGORIES.map((categorie) => (
          <option key={categorie} value={categorie}>
            {categorie}
          </option>
        ))}
      </Select>
    </>
  );
}

export function EquipmentFields({ options, type, values, errors, change }: KindFieldsProps & { type: EquipmentType }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Catégorie"
        name="idcategorie"
        value={values.idcategorie}
        onChange={(idcategorie) => change({ idcategorie })}
        error={errors.idcategorie}
        placeholder="Choisissez une catégorie"
      >
        {options.categories[type].map((categorie) => (
          <option key={categorie.idcategorie} value={categorie.idcategorie}>
            {categorie.nom_categorie}
          </option>
        ))}
      </Select>
      <Select
        label="Marque (facultatif)"
        name="marque"
        value={values.marque}
        onChange={(marque) => change({ marque })}
        error={errors.marque}
        placeholder="Sans marque ou autre"
      >
        {options.equipmentBrands[type].map((marque) => (
          <option key={marque} value={marque}>
            {marque}
          </option>
        ))}
      </Select>
    </div>
  );
}
