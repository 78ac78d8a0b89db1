'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, alertSearchUrl, type AlertFrequency } from '@/lib/alerts';
import { bff } from '@/lib/api/browser';
import { formatDateShort, formatPrice } from '@/lib/format';
import type { ListingUrlType } from '@/lib/listing-types';
import { listingDetailUrl } from '@/lib/routes';
import type { Alert } from '@/lib/schemas/alerts';
import { activeFilters } from '@/lib/search';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Mes alertes: each saved search, what it found lately, and how it tells: rename, pause, frequency, delete. */
/** `typeLabels`: each listing type's name (messages: listingTypes), given by the server. */
export function AlertsPage({ alertes, max, typeLabels }: { alertes: Alert[]; max: number; typeLabels: Record<ListingUrlType, string> }) {
  return (
    <section aria-labelledby="mes-alertes" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="mes-alertes" className="text-2xl font-extrabold">
          Mes alertes
        </h1>
        <p className="text-sm text-muted">
          {alertes.length} sur {max} au plus
        </p>
      </div>
      {alertes.length === 0 ? (
        <div className="card space-y-3 px-6 py-10 text-center">
          <p className="text-lg font-semibold">Aucune alerte pour le moment</p>
          <p className="mx-auto max-w-md text-sm text-muted">
            Faites une recherche, puis touchez « Créer une alerte » : vous serez prévenu dès qu’une nouvelle annonce y correspond.
          </p>
          <p>
            <Link href="/motos-a-vendre" className="btn-primary">
              Chercher une moto
            </Link>
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {alertes.map((alert) => (
            <AlertCard key={alert.idalerte} alert={alert} typeLabels={typeLabels} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AlertCard({ alert, typeLabels }: { alert: Alert; typeLabels: Record<ListingUrlType, string> }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [, startTransition] = useTransition();

  async function run(call: () => ReturnType<typeof bff>) {
    setError(null);
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setRenaming(false);
    startTransition(() => router.refresh());
  }
  const change = (json: { nom?: string; frequence?: AlertFrequency; active?: boolean }) =>
    run(() => bff('PUT', '/alertes/:id', { param: { id: alert.idalerte }, json }));
  const criteria = [
    alert.type === 'tous' ? 'Toutes les annonces' : typeLabels[alert.type],
    ...(alert.recherche.q ? [`« ${alert.recherche.q} »`] : []),
    ...activeFilters({ ...alert.recherche, page: 1 }).map((filter) => filter.label),
  ];
  return (
    <li className={`card space-y-3 p-4 ${alert.active ? '' : 'opacity-75'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {renaming ? (
          <form
            className="flex flex-1 flex-wrap gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void change({ nom: String(new FormData(event.currentTarget).get('nom') ?? '') });
            }}
          >
            <label className="sr-only" htmlFor={`nom-${alert.idalerte}`}>
              Nom de l’alerte
            </label>
            <input id={`nom-${alert.idalerte}`} name="nom" defaultValue={alert.nom} maxLength={80} required className="field min-w-48 flex-1" autoFocus />
            <button type="submit" className="btn-primary" disabled={busy}>
              Enregistrer
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRenaming(false)}>
              Annuler
            </button>
          </form>
        ) : (
          <h2 className="min-w-0 flex-1 text-lg font-bold leading-snug" dir="auto">
            {alert.nom}
          </h2>
        )}
        {alert.active ? null : <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-bold text-muted ring-1 ring-line">En pause</span>}
      </div>
      <p className="text-sm text-muted">{criteria.join(' · ')}</p>
      <div>
        <label className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
          <span>Me prévenir</span>
          <select
            className="field min-h-9 py-1 sm:w-auto"
            value={alert.frequence}
            disabled={busy}
            onChange={(event) => void change({ frequence: event.target.value as AlertFrequency })}
            aria-label={`Fréquence de « ${alert.nom} »`}
          >
            {ALERT_FREQUENCIES.map((frequence) => (
              <option key={frequence} value={frequence}>
                {ALERT_FREQUENCY_LABELS[frequence]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link href={alertSearchUrl(alert.type, alert.recherche)} className="btn-secondary py-1">
          Voir la recherche
        </Link>
        <button
          type="button"
          className="btn-secondary py-1"
          disabled={busy}
          onClick={() => void change({ active: !alert.active })}
          aria-label={`${alert.active ? 'Mettre en pause' : 'Relancer'} « ${alert.nom} »`}
        >
          {alert.active ? 'Mettre en pause' : 'Relancer'}
        </button>
        <button type="button" className="btn-secondary py-1" onClick={() => setRenaming(true)} aria-label={`Renommer « ${alert.nom} »`}>
          Renommer
        </button>
        <button
          type="button"
          className="btn-secondary py-1"
          disabled={busy}
          aria-label={`Supprimer « ${alert.nom} »`}
          onClick={() => {
            if (window.confirm(`Supprimer l’alerte « ${alert.nom} » ?`)) void run(() => bff('DELETE', '/alertes/:id', { param: { id: alert.idalerte } }));
          }}
        >
          Supprimer
        </button>
      </div>
      <ErrorAlert error={error} />
      {alert.dernieres.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-semibold">
            Dernières annonces trouvées ({alert.trouvees} depuis le {formatDateShort(alert.date_ajout)})
          </p>
          <ul className="divide-y divide-line text-sm">
            {alert.dernieres.map((found) => (
              <li key={`${found.type_annonce}-${found.idannonce}`} className="flex justify-between gap-3 py-1.5">
                <Link href={listingDetailUrl(found.type, found.titre, found.idannonce)} className="link min-w-0 truncate" dir="auto">
                  {found.titre}
                </Link>
                <span className="shrink-0 text-muted">
                  {formatPrice(found.prix)} · {found.ville}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted">Aucune nouvelle annonce trouvée pour le moment.</p>
      )}
    </li>
  );
}
