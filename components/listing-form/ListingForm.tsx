'use client';

import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { NOTIFICATIONS_MOMENT } from '@/lib/app/detect';
import { bff } from '@/lib/api/browser';
import { useBrandModels } from '@/lib/api/use-brand-models';
import { useHydrated } from '@/lib/use-hydrated';
import { editReturnsToModeration } from '@/lib/listing-states';
import {
  EMPTY_LISTING_FORM,
  SALE_KINDS,
  clearDraft,
  draftHasContent,
  draftKey,
  listingBody,
  listingWritePath,
  loadDraft,
  proposedTitle,
  saveDraft,
  type EditedListing,
  type ListingDraft,
  type ListingFormOptions,
  type ListingFormValues,
  type SaleKind,
} from '@/lib/listing-form';
import { equipmentTypeOf, MOTO_CATEGORIES, type ListingState } from '@/lib/listing-types';
import { EquipementListingInput, LISTING_LIMITS, LISTING_MESSAGES, MotoListingInput, latestModelYear } from '@/lib/schemas/listing-write';
import { BrandCombobox } from '../search/BrandCombobox';
import { CitySelect, Field, FieldError, FormMessage, fieldErrors } from '../forms/Field';
import { PhotoPicker, type PhotoState } from './PhotoPicker';
import { PriceGuideHint } from './PriceGuideHint';

const MOTO_FIELDS = ['marque', 'modele', 'model', 'kilometrage', 'cylindre', 'categorie_moto'] as const;

/**
 * Posting and editing a listing, built for a phone: what is sold first, then its fields (checked
 * as in v1, messages beside each), the photos, and a draft kept in the browser at every change.
 */
export function ListingForm({ options, edit }: { options: ListingFormOptions; edit?: EditedListing }) {
  const start = edit?.values ?? EMPTY_LISTING_FORM;
  const startPhotos = useMemo(() => edit?.photos ?? [], [edit]);
  const key = draftKey(edit ? { kind: edit.kind, id: edit.id } : undefined);
  const [values, setValues] = useState<ListingFormValues>(start);
  const [photos, setPhotos] = useState<PhotoState>({ paths: startPhotos, pending: 0, failed: 0 });
  const [photoSet, setPhotoSet] = useState({ version: 0, paths: startPhotos });
  const [titleTouched, setTitleTouched] = useState(Boolean(edit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: number; etat: ListingState } | null>(null);
  // A draft from an earlier visit is offered back, never imposed: read on arrival (in the
  // browser; the server has none), shown once the page is hydrated so that both render alike.
  const [offeredDraft, setOfferedDraft] = useState<ListingDraft | null>(() => {
    const draft = typeof window === 'undefined' ? null : loadDraft(key);
    return draft && draftHasContent(draft, start, startPhotos) ? draft : null;
  });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // Every change is kept in the browser (once the person has started, and not after sending).
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current || done) return;
    const timer = setTimeout(() => saveDraft(key, { values, photos: photos.paths }), 300);
    return () => clearTimeout(timer);
  }, [values, photos.paths, key, done]);

  // The models known for the chosen brand, as suggestions (free text stays allowed).
  const brandSlug = options.motoBrands.find((brand) => brand.nom === values.marque)?.slug;
  const models = useBrandModels(values.kind === 'moto' && brandSlug ? brandSlug : null, (known) =>
    // A model typed before the list arrived still gets its engine size.
    setValues((form) => {
      const model = known.find((candidate) => candidate.nom_modele.toLowerCase() === form.modele.trim().toLowerCase());
      return model?.cylindre && !form.cylindre ? { ...form, cylindre: String(model.cylindre) } : form;
    }),
  );

  function change(patch: Partial<ListingFormValues>) {
    touched.current = true;
    setError(null);
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
    setValues((current) => {
      const next = { ...current, ...patch };
      if (next.kind === 'moto' && !titleTouched && ('marque' in patch || 'modele' in patch || 'model' in patch)) next.titre = proposedTitle(next);
      return next;
    });
  }

  function chooseKind(kind: SaleKind) {
    if (kind === values.kind) return;
    // Fields of another kind make no sense here (a brand of motos is not a brand of tyres).
    change({ kind, marque: '', idcategorie: '', ...(kind === 'moto' ? {} : Object.fromEntries(MOTO_FIELDS.map((f) => [f, '']))) });
  }

  function chooseModel(nom: string) {
    const known = models.find((model) => model.nom_modele.toLowerCase() === nom.trim().toLowerCase());
    change({ modele: nom, ...(known?.cylindre && !values.cylindre ? { cylindre: String(known.cylindre) } : {}) });
  }

  function restoreDraft(draft: ListingDraft) {
    touched.current = true;
    setValues(draft.values);
    setTitleTouched(true);
    setPhotoSet((current) => ({ version: current.version + 1, paths: draft.photos }));
    setOfferedDraft(null);
  }

  function dropDraft() {
    clearDraft(key);
    setOfferedDraft(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!values.kind) return setErrors({ kind: 'Choisissez ce que vous vendez.' });
    const { listingKind, body } = listingBody(values, photos.paths);
    const schema = listingKind === 'moto' ? MotoListingInput : EquipementListingInput;
    const parsed = schema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (photos.pending > 0) found.photos = 'Patientez : des photos sont encore en cours d’envoi.';
    else if (photos.failed > 0) found.photos = 'Une photo n’a pas pu être envoyée : réessayez-la ou retirez-la.';
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      setError('Vérifiez les champs signalés.');
      // Take the person to the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await bff<{ id?: number; etat: ListingState }>(listingWritePath(listingKind, edit?.id), {
        method: edit ? 'PUT' : 'POST',
        json: parsed.data,
      });
      if (!answer.ok) return setError(answer.error);
      clearDraft(key);
      setDone({ id: answer.body.id ?? edit!.id, etat: answer.body.etat });
      window.scrollTo({ top: 0 });
      // In the app: the moment to offer notifications ('we tell you when it is online').
      if (!edit) window.dispatchEvent(new Event(NOTIFICATIONS_MOMENT));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <Sent edited={Boolean(edit)} etat={done.etat} />;

  const equipmentType = values.kind && values.kind !== 'moto' ? equipmentTypeOf(values.kind) : null;
  const isMoto = values.kind === 'moto';
  const lastYear = latestModelYear();
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      {hydrated && offeredDraft ? (
        <div role="status" className="flex flex-col gap-3 rounded-xl bg-brand-light p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>Un brouillon enregistré le {new Date(offeredDraft.savedAt).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })} a été retrouvé.</p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary" onClick={() => restoreDraft(offeredDraft)}>
              Reprendre le brouillon
            </button>
            <button type="button" className="btn-secondary" onClick={dropDraft}>
              Ignorer
            </button>
          </div>
        </div>
      ) : null}

      {edit && editReturnsToModeration(edit.etat) ? (
        <p className="rounded-xl bg-canvas p-4 text-sm ring-1 ring-line">
          {edit.etat === 'publiee'
            ? 'Cette annonce est en ligne : si vous modifiez son contenu, elle sera de nouveau vérifiée avant de réapparaître sur le site.'
            : 'Cette annonce a été refusée : une fois modifiée, elle sera de nouveau vérifiée.'}
        </p>
      ) : null}

      <fieldset>
        <legend className="label">Que vendez-vous ?</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" role="radiogroup" aria-invalid={errors.kind ? true : undefined}>
          {SALE_KINDS.map((option) => (
            <label
              key={option.kind}
              className={`flex min-h-16 cursor-pointer flex-col first:col-span-2 sm:first:col-span-1 justify-center rounded-xl border-2 px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
                values.kind === option.kind ? 'border-brand bg-brand-light' : 'border-line bg-white'
              } ${edit ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input
                type="radio"
                name="kind"
                value={option.kind}
                className="sr-only"
                checked={values.kind === option.kind}
                onChange={() => chooseKind(option.kind)}
                disabled={Boolean(edit)}
              />
              <span className="font-semibold">{option.label}</span>
              <span className="text-xs text-muted">{option.hint}</span>
            </label>
          ))}
        </div>
        {errors.kind ? <p className="mt-1 text-sm font-medium text-brand-dark">{errors.kind}</p> : null}
      </fieldset>

      {values.kind ? (
        <>
          <Section title={isMoto ? 'La moto' : 'L’article'}>
            {isMoto ? (
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
                  <Field
                    label="Année-modèle"
                    name="model"
                    inputMode="numeric"
                    placeholder={String(lastYear - 3)}
                    value={values.model}
                    onChange={(e) => change({ model: e.target.value })}
                    error={errors.model}
                    required
                  />
                  <Field
                    label="Kilométrage (km)"
                    name="kilometrage"
                    inputMode="numeric"
                    placeholder="15 000"
                    value={values.kilometrage}
                    onChange={(e) => change({ kilometrage: e.target.value })}
                    error={errors.kilometrage}
                    required
                  />
                  <Field
                    label="Cylindrée (cm³)"
                    name="cylindre"
                    inputMode="numeric"
                    placeholder="125"
                    value={values.cylindre}
                    onChange={(e) => change({ cylindre: e.target.value })}
                    error={errors.cylindre}
                    required
                  />
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
            ) : equipmentType ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Select
                  label="Catégorie"
                  name="idcategorie"
                  value={values.idcategorie}
                  onChange={(idcategorie) => change({ idcategorie })}
                  error={errors.idcategorie}
                  placeholder="Choisissez une catégorie"
                >
                  {options.categories[equipmentType].map((categorie) => (
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
                  {options.equipmentBrands[equipmentType].map((marque) => (
                    <option key={marque} value={marque}>
                      {marque}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            <fieldset>
              <legend className="label">État</legend>
              <div className="flex gap-2" aria-invalid={errors.neuf ? true : undefined}>
                {(['occasion', 'neuf'] as const).map((etat) => (
                  <label
                    key={etat}
                    className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border-2 px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand sm:flex-none ${values.etat_article === etat ? 'border-brand bg-brand-light' : 'border-line bg-white'}`}
                  >
                    <input
                      type="radio"
                      name="etat_article"
                      value={etat}
                      className="sr-only"
                      checked={values.etat_article === etat}
                      onChange={() => change({ etat_article: etat })}
                    />
                    {etat === 'neuf' ? 'Neuf' : 'Occasion'}
                  </label>
                ))}
              </div>
              {errors.neuf ? <p className="mt-1 text-sm font-medium text-brand-dark">{errors.neuf}</p> : null}
            </fieldset>
          </Section>

          <Section title="Photos">
            <PhotoPicker
              key={photoSet.version}
              initial={photoSet.paths}
              onChange={(state) => {
                if (state.paths.join('|') !== photos.paths.join('|')) touched.current = true;
                setPhotos(state);
                if (state.paths.length > 0) setErrors((current) => ({ ...current, photos: '' }));
              }}
              error={errors.photos || null}
            />
          </Section>

          <Section title="L’annonce">
            <Field
              label="Titre"
              name="titre"
              value={values.titre}
              maxLength={LISTING_LIMITS.titre.max}
              onChange={(e) => {
                setTitleTouched(true);
                change({ titre: e.target.value });
              }}
              error={errors.titre}
              hint={isMoto ? 'Proposé à partir de la marque, du modèle et de l’année ; modifiable.' : undefined}
              required
            />
            <TextArea
              label="Description"
              name="description"
              value={values.description}
              onChange={(description) => change({ description })}
              error={errors.description}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Prix (Dh)"
                name="prix"
                inputMode="numeric"
                placeholder="Ex. 45 000"
                value={values.prix}
                onChange={(e) => change({ prix: e.target.value })}
                error={errors.prix}
                hint="Laissez vide pour « Prix non specifie »."
              />
              <CitySelect cities={options.cities} value={values.ville} onChange={(ville) => change({ ville })} error={errors.ville} />
            </div>
            {isMoto ? (
              <PriceGuideHint
                marque={values.marque}
                modele={values.modele}
                annee={values.model}
                kilometrage={values.kilometrage}
                exclure={edit?.kind === 'moto' ? edit.id : undefined}
              />
            ) : null}
            <p className="text-sm text-muted">
              Les acheteurs vous contactent au numéro de votre compte, affiché uniquement via le bouton de contact de l’annonce.
            </p>
          </Section>
        </>
      ) : null}

      <FormMessage error={error} />
      {values.kind ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary sm:min-w-56" disabled={busy}>
            {busy ? 'Envoi…' : edit ? 'Enregistrer les modifications' : 'Publier l’annonce'}
          </button>
          {photos.pending > 0 ? <p className="text-sm text-muted">{photos.pending} photo(s) en cours d’envoi…</p> : null}
          {edit ? (
            <Link href="/compte/annonce" className="btn-secondary">
              Annuler
            </Link>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Select({
  label,
  name,
  value,
  onChange,
  error,
  placeholder,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function TextArea({ label, name, value, onChange, error }: { label: string; name: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field min-h-36 py-2"
        rows={6}
        maxLength={LISTING_LIMITS.description}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        placeholder="État, entretien, options, raison de la vente… Pas de liens ni de numéros : les acheteurs vous contactent par le bouton de l’annonce."
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-muted">
        {value.length} / {LISTING_LIMITS.description}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function Sent({ edited, etat }: { edited: boolean; etat: ListingState }) {
  return (
    <section className="card space-y-4 p-6 text-center sm:p-10" aria-live="polite">
      <h2 className="text-2xl font-extrabold">{edited ? 'Modifications enregistrées' : 'Annonce envoyée'}</h2>
      <p className="text-muted">
        {etat === 'en_attente' ? LISTING_MESSAGES.pendingReview : etat === 'publiee' ? 'Votre annonce reste en ligne.' : 'Vos modifications sont enregistrées.'}
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/compte/annonce" className="btn-primary">
          Voir mes annonces
        </Link>
        {edited ? null : (
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- a page loaded anew: a blank form, not this one's state
          <a href="/compte/vendre" className="btn-secondary">
            Déposer une autre annonce
          </a>
        )}
      </div>
    </section>
  );
}
