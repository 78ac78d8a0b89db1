'use client';

import { useState } from 'react';
import { bff } from '@/lib/api/browser';
import { formatDateShort, formatPrice } from '@/lib/format';
import type { ListingKind } from '@/lib/listing-types';
import type { Pack } from '@/lib/schemas/sponsoring';
import { FormMessage } from '../forms/Field';
import { goToCardPayment } from './PayButton';

const DAY_MS = 86_400_000;

/** Sponsoring one of my published listings: a pack, a summary, then the card payment (3-D Secure). */
export function SponsorCheckout({ kind, idannonce, titre, packs }: { kind: ListingKind; idannonce: number; titre: string; packs: Pack[] }) {
  const [idpack, setIdpack] = useState<number | null>(packs[0]?.idpack ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pack = packs.find((p) => p.idpack === idpack) ?? null;
  // The dates the summary shows count from when the page was opened.
  const [now] = useState(() => Date.now());

  async function pay() {
    if (!pack) return setError('Choisissez un pack.');
    setBusy(true);
    setError(null);
    const created = await bff('POST', '/sponsoring', { json: { type: kind, idannonce, idpack: pack.idpack } });
    const failure = created.ok ? await goToCardPayment(created.body.idsponsoring) : created.error;
    setError(failure);
    setBusy(false);
  }

  if (packs.length === 0) return <p className="card p-6 text-muted">Aucun pack de sponsoring n’est proposé pour ce type d’annonce en ce moment.</p>;
  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">1. Choisissez un pack</legend>
        {packs.map((option) => (
          <label
            key={option.idpack}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${option.idpack === idpack ? 'border-brand' : 'border-line'}`}
          >
            <input type="radio" name="pack" className="mt-1 accent-brand" checked={option.idpack === idpack} onChange={() => setIdpack(option.idpack)} />
            <span className="flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-bold">{option.nom}</span>
                <span className="text-lg font-extrabold text-brand">{formatPrice(option.prix)}</span>
              </span>
              <span className="block text-sm text-muted">
                {option.nbr_jour} jours{option.description ? ` · ${option.description}` : ''}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {pack ? (
        <section className="card space-y-3 p-5" aria-labelledby="recapitulatif">
          <h2 id="recapitulatif" className="text-lg font-bold">
            2. Récapitulatif
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Annonce</dt>
            <dd className="font-semibold">{titre}</dd>
            <dt className="text-muted">Pack</dt>
            <dd>{pack.nom}</dd>
            <dt className="text-muted">Diffusion</dt>
            <dd>
              {pack.nbr_jour} jours, du {formatDateShort(new Date(now))} au {formatDateShort(new Date(now + pack.nbr_jour * DAY_MS))} (dès le paiement)
            </dd>
            <dt className="text-muted">Total</dt>
            <dd className="text-lg font-extrabold">{formatPrice(pack.prix)}</dd>
          </dl>
          <p className="text-xs text-muted">
            Paiement par carte bancaire sécurisé par 3-D Secure, traité par le CMI. Vos données de carte ne transitent jamais par MotoMaroc.
          </p>
          <FormMessage error={error} />
          <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => void pay()} disabled={busy}>
            {busy ? 'Redirection vers le paiement sécurisé…' : 'Payer par carte'}
          </button>
        </section>
      ) : null}
    </div>
  );
}
