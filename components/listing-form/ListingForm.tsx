'use client';

import Link from 'next/link';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { NOTIFICATIONS_MOMENT } from '@/lib/app/detect';
import { bff } from '@/lib/api/browser';
import { refusal } from '@/lib/api/refusal';
import { useBrandModels } from '@/lib/api/use-brand-models';
import { editReturnsToModeration } from '@/lib/listing-states';
import {
  EMPTY_LISTING_FORM,
  LISTING_FORM_ERRORS,
  SALE_KINDS,
  draftKey,
  listingBody,
  LISTING_WRITE_PATHS,
  proposedTitle,
  type EditedListing,
  type ListingDraft,
  type ListingFormOptions,
  type ListingFormValues,
  type SaleKind,
} from '@/lib/listing-form';
import { equipmentTypeOf, type ListingState } from '@/lib/listing-types';
import { EquipementListingInput, LISTING_LIMITS, MotoListingInput } from '@/lib/schemas/listing-write';
import { CitySelect, Field, FormMessage, fieldErrors } from '../forms/Field';
import { PhotoPicker, type PhotoState } from './PhotoPicker';
import { PriceGuideHint } from './PriceGuideHint';
import { EquipmentFields, MotoFields } from './KindFields';
import { Section, TextArea } from './inputs';
import { Sent } from './Sent';
import { useListingDraft } from './use-draft';
import { fillText } from '@/lib/i18n/fill';
import { LOCALE_TAG } from '@/lib/i18n/locales';
import { MY_LISTINGS_URL } from '@/lib/navigation';
import { useLocalePath, usePageLocale, useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';

const MOTO_FIELDS = ['marque', 'modele', 'model', 'kilometrage', 'cylindre', 'categorie_moto'] as const;

/**
 * Posting and editing a listing, built for a phone: what is sold first, then its fields (checked
 * as in v1, messages beside each), the photos, and a draft kept in the browser at every change.
 */
/** Its texts are the catalogue's sell (and fields); the codes its checks give, those of the listing, form, picture and connection tables. */
export function ListingForm({ options, edit }: { options: ListingFormOptions; edit?: EditedListing }) {
  const texts = useTexts('sell');
  const locale = usePageLocale();
  const pagePath = useLocalePath();
  const shownText = useErrorText();
  const say = (message: string | null | undefined) => shownText(message) ?? undefined;
  // Each field's message in the page's language.
  const shown = (field: string) => say(errors[field]);
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
  const draft = useListingDraft(key, start, startPhotos, { values, photos: photos.paths, sent: done !== null });
  const formRef = useRef<HTMLFormElement>(null);

  /** Fields' messages that no longer apply. */
  function forget(fields: string[]) {
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  // The models known for the chosen brand, as suggestions (free text stays allowed).
  const brandSlug = options.motoBrands.find((brand) => brand.nom === values.marque)?.slug;
  const models = useBrandModels(values.kind === 'moto' && brandSlug ? brandSlug : null, (known) =>
    // A model typed before the list arrived still gets its engine size.
    setValues((form) => {
      const model = known.find((candidate) => candidate.nom_modele.toLowerCase() === form.modele.trim().toLowerCase());
      if (!model?.cylindre || form.cylindre) return form;
      forget(['cylindre']);
      return { ...form, cylindre: String(model.cylindre) };
    }),
  );

  function change(patch: Partial<ListingFormValues>) {
    draft.touch();
    setError(null);
    const proposing = !titleTouched && ('marque' in patch || 'modele' in patch || 'model' in patch);
    // A field's message goes once the field changes: its own, and those of the fields it fills.
    forget([...Object.keys(patch), ...('etat_article' in patch ? ['neuf'] : []), ...(proposing ? ['titre'] : [])]);
    setValues((current) => {
      const next = { ...current, ...patch };
      if (next.kind === 'moto' && proposing) next.titre = proposedTitle(next);
      return next;
    });
  }

  function chooseKind(kind: SaleKind) {
    if (kind === values.kind) return;
    // Fields of another kind make no sense here (a brand of motos is not a brand of tyres).
    change({
      kind,
      marque: '',
      idcategorie: '',
      taille_pneu: '',
      position_pneu: '',
      compatibilites: [],
      universel: false,
      ...(kind === 'moto' ? {} : Object.fromEntries(MOTO_FIELDS.map((f) => [f, '']))),
    });
  }

  function chooseModel(nom: string) {
    const known = models.find((model) => model.nom_modele.toLowerCase() === nom.trim().toLowerCase());
    change({ modele: nom, ...(known?.cylindre && !values.cylindre ? { cylindre: String(known.cylindre) } : {}) });
  }

  function restoreDraft(saved: ListingDraft) {
    draft.touch();
    setValues(saved.values);
    setTitleTouched(true);
    setPhotoSet((current) => ({ version: current.version + 1, paths: saved.photos }));
    draft.dismiss();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!values.kind) return setErrors({ kind: LISTING_FORM_ERRORS.chooseKind });
    const { listingKind, body } = listingBody(values, photos.paths);
    const schema = listingKind === 'moto' ? MotoListingInput : EquipementListingInput;
    const parsed = schema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (photos.pending > 0) found.photos = LISTING_FORM_ERRORS.photosPending;
    else if (photos.failed > 0) found.photos = LISTING_FORM_ERRORS.photoFailed;
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      setError(LISTING_FORM_ERRORS.checkFields);
      // Take the person to the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const paths = LISTING_WRITE_PATHS[listingKind];
      const answer = edit
        ? await bff('PUT', paths.update, { param: { id: edit.id }, json: parsed.data }).then((put) => ({ ...put, id: edit.id }))
        : await bff('POST', paths.create, { json: parsed.data }).then((post) => ({ ...post, id: post.ok ? post.body.id : 0 }));
      if (!answer.ok) return setError(refusal(answer));
      draft.drop();
      setDone({ id: answer.id, etat: answer.body.etat });
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
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      {draft.offered ? (
        <div role="status" className="flex flex-col gap-3 rounded-xl bg-brand-light p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {fillText(texts.draftFound, {
              date: new Date(draft.offered.savedAt).toLocaleString(`${LOCALE_TAG[locale]}-u-nu-latn`, { dateStyle: 'short', timeStyle: 'short' }),
            })}
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary" onClick={() => restoreDraft(draft.offered!)}>
              {texts.draftResume}
            </button>
            <button type="button" className="btn-secondary" onClick={draft.drop}>
              {texts.draftIgnore}
            </button>
          </div>
        </div>
      ) : null}

      {edit && editReturnsToModeration(edit.etat) ? (
        <p className="rounded-xl bg-canvas p-4 text-sm ring-1 ring-line">{edit.etat === 'publiee' ? texts.editPublished : texts.editRefused}</p>
      ) : null}

      <fieldset>
        <legend className="label">{texts.whatLegend}</legend>
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
              <span className="font-semibold">{texts.kinds[option.kind].label}</span>
              <span className="text-xs text-muted">{texts.kinds[option.kind].hint}</span>
            </label>
          ))}
        </div>
        {errors.kind ? <p className="mt-1 text-sm font-medium text-brand-dark">{shown('kind')}</p> : null}
      </fieldset>

      {values.kind ? (
        <>
          <Section title={isMoto ? texts.sectionMoto : texts.sectionItem}>
            {isMoto ? (
              <MotoFields options={options} values={values} errors={errors} models={models} change={change} chooseModel={chooseModel} />
            ) : equipmentType ? (
              <EquipmentFields options={options} type={equipmentType} values={values} errors={errors} change={change} />
            ) : null}
            <fieldset>
              <legend className="label">{texts.condition}</legend>
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
                    {etat === 'neuf' ? texts.new : texts.used}
                  </label>
                ))}
              </div>
              {errors.neuf ? <p className="mt-1 text-sm font-medium text-brand-dark">{shown('neuf')}</p> : null}
            </fieldset>
          </Section>

          <Section title={texts.sectionPhotos}>
            <PhotoPicker
              key={photoSet.version}
              initial={photoSet.paths}
              onChange={(state) => {
                if (state.paths.join('|') !== photos.paths.join('|')) draft.touch();
                setPhotos(state);
                if (state.paths.length > 0) setErrors((current) => ({ ...current, photos: '' }));
              }}
              error={shown('photos') || null}
            />
          </Section>

          <Section title={texts.sectionListing}>
            <Field
              label={texts.title}
              name="titre"
              value={values.titre}
              maxLength={LISTING_LIMITS.titre.max}
              onChange={(e) => {
                setTitleTouched(true);
                change({ titre: e.target.value });
              }}
              error={shown('titre')}
              hint={isMoto ? texts.titleHint : undefined}
              required
            />
            <TextArea
              label={texts.description}
              placeholder={texts.descriptionPlaceholder}
              name="description"
              value={values.description}
              onChange={(description) => change({ description })}
              error={shown('description')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={texts.price}
                name="prix"
                inputMode="numeric"
                dir="ltr"
                placeholder={texts.pricePlaceholder}
                value={values.prix}
                onChange={(e) => change({ prix: e.target.value })}
                error={shown('prix')}
                hint={texts.priceHint}
              />
              <CitySelect cities={options.cities} value={values.ville} onChange={(ville) => change({ ville })} error={shown('ville')} />
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
            <p className="text-sm text-muted">{texts.contactNote}</p>
          </Section>
        </>
      ) : null}

      <FormMessage error={say(error)} />
      {values.kind ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary sm:min-w-56" disabled={busy}>
            {busy ? texts.sending : edit ? texts.saveEdit : texts.publish}
          </button>
          {photos.pending > 0 ? <p className="text-sm text-muted">{fillText(texts.photosSending, { n: photos.pending })}</p> : null}
          {edit ? (
            <Link href={pagePath(MY_LISTINGS_URL)} className="btn-secondary">
              {texts.cancel}
            </Link>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
