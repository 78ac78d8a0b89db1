'use client';

import { formatNumber, formatPrice } from '@/lib/format';
import type { AdminPack } from '@/lib/schemas/admin-settings';
import { useAdminCall } from './use-admin-call';
import { ErrorAlert } from '../ui/ErrorAlert';
import { isOneOf } from '@/lib/one-of';
import { LISTING_KINDS } from '@/lib/listing-types';

/** What the Arabic pages and mails show of a pack, typed right to left. */
function ArabicTextFields({ nom, description }: { nom: string | null; description: string | null }) {
  return (
    <>
      <label className="block">
        <span className="label">Nom en arabe</span>
        <input
          name="nom_ar"
          defaultValue={nom ?? ''}
          lang="ar"
          dir="rtl"
          className="field min-h-9 w-44 py-1"
          maxLength={60}
          placeholder="vide : nommé par ses jours"
        />
      </label>
      <label className="block">
        <span className="label">Description en arabe</span>
        <input name="description_ar" defaultValue={description ?? ''} lang="ar" dir="rtl" className="field min-h-9 w-56 py-1" maxLength={300} />
      </label>
    </>
  );
}

/** The sponsored display switch (affichagesponsoring) and the packs on sale: create, reprice, retire. */
export function SponsoringSettings({ displayOn, packs }: { displayOn: boolean; packs: AdminPack[] }) {
  const { busy, error, call: run } = useAdminCall();

  const text = (form: FormData, name: string) => String(form.get(name) ?? '');
  const fields = (form: FormData) => ({
    nom: text(form, 'nom'),
    description: text(form, 'description'),
    // Empty: the Arabic pages name the pack by its days and give no description.
    nom_ar: text(form, 'nom_ar'),
    description_ar: text(form, 'description_ar'),
    prix: Number(form.get('prix')),
    nbr_jour: Number(form.get('nbr_jour')),
  });

  return (
    <section className="space-y-4" aria-labelledby="reglages-sponsoring">
      <h1 id="reglages-sponsoring" className="text-2xl font-extrabold">
        Sponsoring
      </h1>
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <p className="font-semibold">Annonces sponsorisées sur le site</p>
          <p className="text-sm text-muted">
            {displayOn ? 'Affichées sur l’accueil et dans les listes.' : 'Masquées partout : les sponsorings en cours ne sont pas montrés.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={displayOn}
          aria-label="Afficher les annonces sponsorisées"
          disabled={busy}
          onClick={() => void run('PUT', '/parametrage/:name', { param: { name: 'affichagesponsoring' }, json: { valeur: displayOn ? '0' : '1' } })}
          className={`relative h-8 w-14 rounded-full transition-colors ${displayOn ? 'bg-accent' : 'bg-line'}`}
        >
          <span className={`absolute top-1 h-6 w-6 rounded-full bg-white shadow transition-all ${displayOn ? 'left-7' : 'left-1'}`} />
        </button>
      </div>

      <div className="card space-y-3 p-4">
        <h2 className="font-semibold">Packs</h2>
        <ul className="divide-y divide-line">
          {packs.map((pack) => (
            <li key={pack.idpack} className={`py-2 ${pack.actif ? '' : 'opacity-60'}`}>
              <form
                className="flex flex-wrap items-end gap-2 text-sm"
                aria-label={`Pack ${pack.nom} (${pack.type === 'moto' ? 'moto' : 'équipement'})`}
                onSubmit={(event) => {
                  event.preventDefault();
                  void run('PUT', '/packsponsoring/admin/:id', { param: { id: pack.idpack }, json: fields(new FormData(event.currentTarget)) });
                }}
              >
                <span className="w-24 font-semibold">{pack.type === 'moto' ? 'Moto' : 'Équipement'}</span>
                <label className="block">
                  <span className="label">Nom</span>
                  <input name="nom" defaultValue={pack.nom} className="field min-h-9 w-44 py-1" required minLength={2} maxLength={60} />
                </label>
                <label className="block">
                  <span className="label">Description</span>
                  <input name="description" defaultValue={pack.description} className="field min-h-9 w-56 py-1" maxLength={300} />
                </label>
                <ArabicTextFields nom={pack.nom_ar} description={pack.description_ar} />
                <label className="block">
                  <span className="label">Prix (Dh)</span>
                  <input name="prix" type="number" min={1} max={100000} step="0.01" defaultValue={pack.prix} className="field min-h-9 w-28 py-1" required />
                </label>
                <label className="block">
                  <span className="label">Jours</span>
                  <input name="nbr_jour" type="number" min={1} max={365} defaultValue={pack.nbr_jour} className="field min-h-9 w-20 py-1" required />
                </label>
                <button type="submit" className="btn-secondary min-h-9 py-1" disabled={busy}>
                  Enregistrer
                </button>
                <button
                  type="button"
                  className="btn-secondary min-h-9 py-1"
                  disabled={busy}
                  onClick={() => void run('PUT', '/packsponsoring/admin/:id', { param: { id: pack.idpack }, json: { actif: !pack.actif } })}
                >
                  {pack.actif ? 'Retirer de la vente' : 'Remettre en vente'}
                </button>
                <span className="text-muted">
                  {formatNumber(pack.ventes)} vendus · {formatPrice(pack.prix)}
                  {pack.actif ? '' : ' · retiré'}
                </span>
              </form>
            </li>
          ))}
        </ul>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand">+ Nouveau pack</summary>
          <form
            className="mt-3 flex flex-wrap items-end gap-2 text-sm"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const target = event.currentTarget;
              const type = form.get('type');
              if (!isOneOf(LISTING_KINDS, type)) return;
              void run('POST', '/packsponsoring/admin', {
                json: { ...fields(form), type },
              }).then((ok) => ok && target.reset());
            }}
          >
            <label className="block">
              <span className="label">Type</span>
              <select name="type" className="field min-h-9 py-1">
                <option value="moto">Moto</option>
                <option value="equipement">Équipement</option>
              </select>
            </label>
            <label className="block">
              <span className="label">Nom</span>
              <input name="nom" className="field min-h-9 w-44 py-1" required minLength={2} maxLength={60} />
            </label>
            <label className="block">
              <span className="label">Description</span>
              <input name="description" className="field min-h-9 w-56 py-1" maxLength={300} />
            </label>
            <ArabicTextFields nom={null} description={null} />
            <label className="block">
              <span className="label">Prix (Dh)</span>
              <input name="prix" type="number" min={1} max={100000} step="0.01" className="field min-h-9 w-28 py-1" required />
            </label>
            <label className="block">
              <span className="label">Jours</span>
              <input name="nbr_jour" type="number" min={1} max={365} className="field min-h-9 w-20 py-1" required />
            </label>
            <button type="submit" className="btn-primary min-h-9 py-1" disabled={busy}>
              Créer le pack
            </button>
          </form>
        </details>
        <ErrorAlert error={error} />
      </div>
    </section>
  );
}
