'use client';

/**
 * The motorcycles a part, a tyre or a piece of motorcycle equipment fits (lib/fitment.ts): the
 * seller picks each model from the reference data, suggested as they type its brand or its name
 * ("mt07", "yamaha t"), with the years it fits if they know them; or says it is universal.
 */
import { useId, useMemo, useState } from 'react';
import { useReferenceModels } from '@/lib/api/use-reference-models';
import { fittedYearsText, MAX_FITTED_MODELS, type FittedModel } from '@/lib/fitment';
import type { ListingFormValues } from '@/lib/listing-form';
import { fillText } from '@/lib/i18n/fill';
import { BrandCombobox } from '../search/BrandCombobox';
import { useTexts } from '../texts/TextsProvider';
import { CloseIcon } from '../ui/icons';

/** A year box of the model being added: blank, or a whole number. */
const year = (typed: string): number | null => (/^\d{4}$/.test(typed.trim()) ? Number(typed.trim()) : null);

export function FitmentFields({
  values,
  error,
  change,
}: {
  values: Pick<ListingFormValues, 'compatibilites' | 'universel'>;
  error?: string;
  change: (patch: Partial<ListingFormValues>) => void;
}) {
  const texts = useTexts('sell');
  const id = useId();
  const [model, setModel] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const brands = useReferenceModels();
  // Each model by the name it is suggested as: "Yamaha MT-07".
  const models = useMemo(
    () =>
      new Map<string, Omit<FittedModel, 'annee_min' | 'annee_max'>>(
        brands.flatMap((brand) =>
          brand.modeles.map((m) => [`${brand.nom_marque} ${m.nom_modele}`, { idmodele: m.idmodele, marque: brand.nom_marque, modele: m.nom_modele }]),
        ),
      ),
    [brands],
  );
  const chosen = values.compatibilites;
  const picked = models.get(model);
  const full = chosen.length >= MAX_FITTED_MODELS;

  function add() {
    if (!picked) return;
    const fitted: FittedModel = { ...picked, annee_min: year(from), annee_max: year(to) };
    // Chosen again: its years are the new ones.
    change({ compatibilites: [...chosen.filter((m) => m.idmodele !== fitted.idmodele), fitted], universel: false });
    setModel('');
    setFrom('');
    setTo('');
  }

  const yearsText = (m: FittedModel) =>
    fittedYearsText(m, { since: (y) => fillText(texts.fitsSince, { year: y }), until: (y) => fillText(texts.fitsUntil, { year: y }) }) ?? texts.fitsAllYears;

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend className="label">{texts.fitsLegend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {texts.fitsHint}
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={values.universel}
          onChange={(e) => change({ universel: e.target.checked, ...(e.target.checked ? { compatibilites: [] } : {}) })}
        />
        {texts.fitsUniversal}
      </label>
      {values.universel ? null : (
        <>
          {chosen.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={texts.fitsChosen}>
              {chosen.map((m) => (
                <li key={m.idmodele} className="flex items-center gap-1 rounded-full bg-brand-light py-1 ps-3 pe-1 text-sm">
                  <span>
                    <bdi>
                      {m.marque} {m.modele}
                    </bdi>{' '}
                    <span className="text-muted">({yearsText(m)})</span>
                  </span>
                  <button
                    type="button"
                    className="grid size-8 place-items-center rounded-full hover:bg-white"
                    aria-label={fillText(texts.fitsRemove, { model: `${m.marque} ${m.modele}` })}
                    onClick={() => change({ compatibilites: chosen.filter((other) => other.idmodele !== m.idmodele) })}
                  >
                    <CloseIcon />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{texts.fitsNone}</p>
          )}
          {full ? null : (
            <div className="grid gap-3 rounded-xl p-3 ring-1 ring-line sm:grid-cols-2">
              <div className="sm:col-span-2">
                <BrandCombobox
                  brands={[...models.keys()]}
                  value={model}
                  onChange={setModel}
                  required
                  texts={{ label: texts.fitsModel, placeholder: texts.fitsChooseModel, listLabel: texts.fitsModels, noMatch: texts.fitsNoModel }}
                />
              </div>
              {(
                [
                  ['from', from, setFrom, texts.fitsFrom],
                  ['to', to, setTo, texts.fitsTo],
                ] as const
              ).map(([key, typed, set, label]) => (
                <div key={key}>
                  <label htmlFor={`${id}-${key}`} className="label">
                    {label}
                  </label>
                  <input
                    id={`${id}-${key}`}
                    className="field"
                    inputMode="numeric"
                    dir="ltr"
                    maxLength={4}
                    value={typed}
                    onChange={(e) => set(e.target.value.replace(/\D/g, ''))}
                  />
                </div>
              ))}
              <button type="button" className="btn-secondary sm:col-span-2" disabled={!picked} onClick={add}>
                {texts.fitsAdd}
              </button>
            </div>
          )}
        </>
      )}
      {error ? <p className="text-sm font-medium text-brand-dark">{error}</p> : null}
    </fieldset>
  );
}
