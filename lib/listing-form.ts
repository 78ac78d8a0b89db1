/**
 * The posting form's values (as typed: strings), what they become for v1, and the draft kept in
 * the browser so that a lost connection or a closed tab loses nothing.
 */
import { equipmentTypeOf, urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingState, type ListingUrlType } from './listing-types';
import type { OwnerEquipement, OwnerMoto } from './schemas/listing-write';
import type { CityChoice } from './schemas/reference';
import { errorCodes } from './errors';
import type { TyrePosition } from './tyre-sizes';
import { fitsMotorcycles, type FittedModel } from './fitment';

/** What is sold: a moto, or one of the four kinds of equipment (named as in the public URLs). */
export type SaleKind = ListingUrlType;

/** The posting form's own messages, besides its schema's (their Arabic: messages errors.listingForm). */
export const LISTING_FORM_MESSAGES = {
  chooseKind: 'Choisissez ce que vous vendez.',
  photosPending: 'Patientez : des photos sont encore en cours d’envoi.',
  photoFailed: 'Une photo n’a pas pu être envoyée : réessayez-la ou retirez-la.',
  checkFields: 'Vérifiez les champs signalés.',
} as const;
export const LISTING_FORM_ERRORS = /* @__PURE__ */ errorCodes('listingForm', LISTING_FORM_MESSAGES);
/** The tables of the codes the posting form shows itself: its checks', its schema's, the photos', a failed call's. */
export const SELL_FORM_ERROR_TABLES = ['listing', 'listingForm', 'picture', 'connection', 'tyre', 'fitment'] as const;

export const SALE_KINDS: { kind: SaleKind; label: string; hint: string }[] = [
  { kind: 'moto', label: 'Une moto', hint: 'Moto, scooter, cyclomoteur…' },
  { kind: 'equipement-motard', label: 'Équipement motard', hint: 'Casque, blouson, gants, bottes…' },
  { kind: 'equipement-moto', label: 'Équipement moto', hint: 'Top-case, antivol, bagagerie…' },
  { kind: 'piece-rechange', label: 'Pièce de rechange', hint: 'Freinage, échappement, moteur…' },
  { kind: 'pneu', label: 'Pneu', hint: 'Pneus route, sport, tout-terrain…' },
];

export interface ListingFormValues {
  kind: SaleKind | '';
  titre: string;
  description: string;
  prix: string;
  ville: string;
  etat_article: '' | 'neuf' | 'occasion';
  marque: string;
  modele: string;
  model: string;
  kilometrage: string;
  cylindre: string;
  categorie_moto: string;
  idcategorie: string;
  /** a tyre's size as typed, and whether it is a front or rear one ('' : not said) */
  taille_pneu: string;
  position_pneu: '' | TyrePosition;
  /** a part's motorcycles (with their names, to show them), or universal (lib/fitment.ts) */
  compatibilites: FittedModel[];
  universel: boolean;
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  kind: '',
  titre: '',
  description: '',
  prix: '',
  ville: '',
  etat_article: '',
  marque: '',
  modele: '',
  model: '',
  kilometrage: '',
  cylindre: '',
  categorie_moto: '',
  idcategorie: '',
  taille_pneu: '',
  position_pneu: '',
  compatibilites: [],
  universel: false,
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formOfMoto(listing: OwnerMoto): ListingFormValues {
  return {
    ...EMPTY_LISTING_FORM,
    kind: 'moto',
    titre: listing.titre,
    description: listing.description,
    prix: text(listing.prix),
    ville: listing.ville,
    etat_article: listing.neuf ? 'neuf' : 'occasion',
    marque: listing.marque,
    modele: listing.modele,
    model: text(listing.model),
    kilometrage: text(listing.kilometrage),
    cylindre: text(listing.cylindre),
    categorie_moto: listing.categorie_moto ?? '',
  };
}

export function formOfEquipement(listing: OwnerEquipement): ListingFormValues {
  return {
    ...EMPTY_LISTING_FORM,
    kind: urlTypeOfEquipment(listing.type),
    titre: listing.titre,
    description: listing.description,
    prix: text(listing.prix),
    ville: listing.ville,
    etat_article: listing.neuf ? 'neuf' : 'occasion',
    marque: listing.marque ?? '',
    idcategorie: String(listing.idcategorie),
    taille_pneu: listing.taille_pneu ?? '',
    position_pneu: listing.position_pneu ?? '',
    compatibilites: listing.compatibilites,
    universel: listing.universel,
  };
}

/** The title proposed for a moto: brand, model and year, as people search them. */
export function proposedTitle(values: Pick<ListingFormValues, 'marque' | 'modele' | 'model'>): string {
  return [values.marque, values.modele, values.model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The body of the v1 call for these values (checked by the kind's schema before it is sent). */
export function listingBody(values: ListingFormValues, photos: string[]): { listingKind: ListingKind; body: Record<string, unknown> } {
  const common = {
    titre: values.titre,
    description: values.description,
    prix: values.prix,
    ville: values.ville,
    neuf: values.etat_article === '' ? undefined : values.etat_article === 'neuf',
    photos,
  };
  if (values.kind === 'moto') {
    return {
      listingKind: 'moto',
      body: {
        ...common,
        marque: values.marque,
        modele: values.modele,
        model: values.model,
        kilometrage: values.kilometrage,
        cylindre: values.cylindre,
        categorie_moto: values.categorie_moto || undefined,
      },
    };
  }
  const type = values.kind ? equipmentTypeOf(values.kind) : null;
  const tyre = type === 'pneu' ? { taille_pneu: values.taille_pneu, position_pneu: values.position_pneu } : {};
  const fitment =
    type && fitsMotorcycles(type)
      ? { compatibilites: values.compatibilites.map(({ idmodele, annee_min, annee_max }) => ({ idmodele, annee_min, annee_max })), universel: values.universel }
      : {};
  return {
    listingKind: 'equipement',
    body: { ...common, type: type ?? undefined, idcategorie: values.idcategorie, marque: values.marque, ...tyre, ...fitment },
  };
}

/** Where v1 takes an owner's listing of each kind: new (POST), changed, deactivated, sold (PUT). */
export const LISTING_WRITE_PATHS = {
  moto: {
    create: '/moto/utilisateur/annonce',
    update: '/moto/utilisateur/annonce/:id',
    desactiver: '/moto/utilisateur/annonce/desactiver/:id',
    vendre: '/moto/utilisateur/annonce/vendu/:id',
    prolonger: '/moto/utilisateur/annonce/prolonger/:id',
  },
  equipement: {
    create: '/equipement/annonce',
    update: '/equipement/annonce/:id',
    desactiver: '/equipement/annonce/desactiver/:id',
    vendre: '/equipement/annonce/vendu/:id',
    prolonger: '/equipement/annonce/prolonger/:id',
  },
} as const;

// Drafts ------------------------------------------------------------------------------------------

export interface ListingDraft {
  values: ListingFormValues;
  photos: string[];
  savedAt: number;
}

/** Uploaded photos that no listing uses are deleted after a day: an older draft has lost them. */
const DRAFT_MAX_AGE_MS = 20 * 3_600_000;

export function draftKey(edit?: { kind: ListingKind; id: number }): string {
  return edit ? `mm:brouillon:${edit.kind}-${edit.id}` : 'mm:brouillon:nouvelle-annonce';
}

export function loadDraft(key: string, now = Date.now()): ListingDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as ListingDraft;
    if (!draft || typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      window.localStorage.removeItem(key);
      return null;
    }
    return {
      values: { ...EMPTY_LISTING_FORM, ...draft.values },
      photos: Array.isArray(draft.photos) ? draft.photos.filter((p) => typeof p === 'string') : [],
      savedAt: draft.savedAt,
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Omit<ListingDraft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Private browsing or a full storage: the form still works, without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** Whether a draft holds anything worth offering back. */
export function draftHasContent(draft: Omit<ListingDraft, 'savedAt'>, start: ListingFormValues, startPhotos: string[]): boolean {
  return JSON.stringify(draft.values) !== JSON.stringify(start) || JSON.stringify(draft.photos) !== JSON.stringify(startPhotos);
}

/** What the posting form offers: cities, brands and categories (reference data read on the server). */
export interface ListingFormOptions {
  cities: CityChoice[];
  motoBrands: { nom: string; slug: string }[];
  equipmentBrands: Record<EquipmentType, string[]>;
  categories: Record<EquipmentType, { idcategorie: number; nom_categorie: string }[]>;
}

/** A listing the form edits: which one, its state, and what it holds. */
export interface EditedListing {
  kind: ListingKind;
  id: number;
  etat: ListingState;
  values: ListingFormValues;
  photos: string[];
}
