/** What the selling pages (/compte/vendre, /compte/annonce) need from v1, read on the server. */
import 'server-only';
import { v1 } from '@/lib/api';
import { formOfEquipement, formOfMoto, type EditedListing, type ListingFormOptions } from '@/lib/listing-form';
import { EQUIPMENT_TYPES, type EquipmentType } from '@/lib/listing-types';
import type { SessionData } from '../auth/session';
import { v1AsSession } from '../auth/as-caller';
import { cityChoices } from '../auth/pages';
import { categoryNameIn } from '../reference-names';
import type { Locale } from '@/lib/i18n/locales';

/** Cities, brands and categories of the posting form (public reference data, cached by v1's client). */
export async function listingFormOptions(locale: Locale): Promise<ListingFormOptions> {
  const [cities, motoBrands, equipment] = await Promise.all([
    cityChoices(locale),
    v1.marque.list('moto'),
    Promise.all(EQUIPMENT_TYPES.map(async (type) => [type, await v1.marque.list(type), await v1.equipement.categories(type)] as const)),
  ]);
  const equipmentBrands = {} as Record<EquipmentType, string[]>;
  const categories = {} as ListingFormOptions['categories'];
  for (const [type, brands, list] of equipment) {
    equipmentBrands[type] = brands.map((brand) => brand.nom_marque);
    // Named in the page's language: the form sends the id.
    categories[type] = list.map(({ idcategorie, nom_categorie }) => ({ idcategorie, nom_categorie: categoryNameIn(locale, nom_categorie) }));
  }
  return { cities, motoBrands: motoBrands.map((brand) => ({ nom: brand.nom_marque, slug: brand.slug })), equipmentBrands, categories };
}

/** `moto-12` or `equipement-7` from the address: the owner's listing to edit, or null (not theirs, or no such listing). */
export async function listingToEdit(session: SessionData, reference: string | undefined, returnPath: string): Promise<EditedListing | null> {
  const match = /^(moto|equipement)-(\d{1,10})$/.exec(reference ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  const client = v1AsSession(session, returnPath).compte;
  if (match[1] === 'moto') {
    const listing = await client.moto(id);
    return listing ? { kind: 'moto', id, etat: listing.etat, values: formOfMoto(listing), photos: listing.photos } : null;
  }
  const listing = await client.equipement(id);
  return listing ? { kind: 'equipement', id, etat: listing.etat, values: formOfEquipement(listing), photos: listing.photos } : null;
}
