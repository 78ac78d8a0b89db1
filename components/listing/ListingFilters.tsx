import Link from 'next/link';
import type { ListingUrlType } from '@/lib/listing-types';
import { markupOnce, optionMarkup, optionsMarkup } from '@/lib/markup';
import type { Categorie, Marque, Ville } from '@/lib/schemas/reference';
import type { ListingFilters as Filters } from '@/lib/search';
import { MAX_SEARCH_LENGTH } from '@/lib/search-limits';
import { SearchIcon } from '../ui/icons';

interface Props {
  urlType: ListingUrlType;
  filters: Filters;
  action: string;
  marques: Marque[];
  categories: Categorie[];
  villes: Ville[];
}

/** Field ids: there is one filter form per page. */
const fieldId = (name: string) => `filtre-${name}`;

function NumberField({ name, label, value, placeholder, step }: { name: string; label: string; value?: number; placeholder?: string; step?: number }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="label">
        {label}
      </label>
      <input
        id={fieldId(name)}
        className="field"
        type="number"
        inputMode="numeric"
        min={0}
        step={step ?? 1}
        name={name}
        defaultValue={value}
        placeholder={placeholder}
      />
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
const categoryOptions = markupOnce((categories: readonly Categorie[]) => categories.map((c) => optionMarkup(c.nom_categorie)).join(''));
const cityOptions = markupOnce((villes: readonly Ville[]) => villes.map((v) => optionMarkup(v.nom)).join(''));

/** The filters of a list page: a plain GET form, so that every search is a shareable URL. */
export function ListingFilters({ urlType, filters, action, marques, categories, villes }: Props) {
  const moto = urlType === 'moto';
  return (
    <form method="get" action={action} className="card space-y-4 p-4" role="search" aria-label="Filtrer les annonces">
      <div>
        <label htmlFor={fieldId('q')} className="label">
          Mots-clés
        </label>
        <input
          id={fieldId('q')}
          className="field"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={moto ? 'ex. tmax, mt07, scooter' : 'ex. casque shoei'}
          maxLength={MAX_SEARCH_LENGTH}
          enterKeyHint="search"
        />
      </div>
      {moto ? (
        <>
          <SelectField name="marque" label="Marque" value={filters.marque} anyChoice="Toutes les marques" options={brandOptions(marques)} />
          <div>
            <label htmlFor={fieldId('modele')} className="label">
              Modèle
            </label>
            <input id={fieldId('modele')} className="field" type="text" name="modele" defaultValue={filters.modele} placeholder="ex. MT-07" maxLength={100} />
          </div>
        </>
      ) : (
        <SelectField name="categorie" label="Catégorie" value={filters.categorie} anyChoice="Toutes les catégories" options={categoryOptions(categories)} />
      )}
      <SelectField name="ville" label="Ville" value={filters.ville} anyChoice="Tout le Maroc" options={cityOptions(villes)} />
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="label">Prix (Dh)</legend>
        <NumberField name="prixmin" label="Minimum" value={filters.prixmin} placeholder="0" step={100} />
        <NumberField name="prixmax" label="Maximum" value={filters.prixmax} placeholder="Max" step={100} />
      </fieldset>
      {moto ? (
        <>
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="label">Cylindrée (cm³)</legend>
            <NumberField name="cylindreeMin" label="Minimum" value={filters.cylindreeMin} placeholder="50" />
            <NumberField name="cylindreeMax" label="Maximum" value={filters.cylindreeMax} placeholder="1800" />
          </fieldset>
          <NumberField name="kilometragemax" label="Kilométrage maximum (km)" value={filters.kilometragemax} placeholder="Sans limite" step={1000} />
        </>
      ) : null}
      {filters.tri ? <input type="hidden" name="tri" value={filters.tri} /> : null}
      <div className="flex flex-col gap-2">
        <button type="submit" className="btn-primary w-full">
          <SearchIcon /> Rechercher
        </button>
        <Link href={action} className="btn w-full text-muted hover:text-ink">
          Effacer les filtres
        </Link>
      </div>
    </form>
  );
}
