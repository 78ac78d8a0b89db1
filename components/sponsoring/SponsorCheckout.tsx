'use client';

import { useState } from 'react';
import { bff } from '@/lib/api/browser';
import type { ListingKind } from '@/lib/listing-types';
import { FormMessage } from '../forms/Field';
import { usePageLocale, useTexts } from '../texts/TextsProvider';
import { goToCardPayment } from './PayButton';

/** A pack as the page offers it, its words and dates already in the page's language. */
export interface PackOption {
  idpack: number;
  name: string;
  price: string;
  /** "7 jours · Accueil et listes" */
  detail: string;
  /** "7 jours, du 27/11/2026 au 04/12/2026 (dès le paiement)" */
  period: string;
}

/** Sponsoring one of my published listings: a pack, a summary, then the card payment (3-D Secure). Its texts: checkoutForm, payButton. */
export function SponsorCheckout({ kind, idannonce, titre, options }: { kind: ListingKind; idannonce: number; titre: string; options: PackOption[] }) {
  const texts = useTexts('checkoutForm');
  const payTexts = useTexts('payButton');
  const locale = usePageLocale();
  const [idpack, setIdpack] = useState<number>(options[0]!.idpack);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pack = options.find((option) => option.idpack === idpack)!;

  async function pay() {
    setBusy(true);
    setError(null);
    const created = await bff('POST', '/sponsoring', { json: { type: kind, idannonce, idpack } });
    const failure = created.ok ? await goToCardPayment(created.body.idsponsoring, locale, payTexts.failed) : (created.error ?? payTexts.failed);
    setError(failure);
    setBusy(false);
  }

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{texts.step1}</legend>
        {options.map((option) => (
          <label
            key={option.idpack}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${option.idpack === idpack ? 'border-brand' : 'border-line'}`}
          >
            <input type="radio" name="pack" className="mt-1 accent-brand" checked={option.idpack === idpack} onChange={() => setIdpack(option.idpack)} />
            <span className="flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-bold">{option.name}</span>
                <span className="text-lg font-extrabold text-brand">{option.price}</span>
              </span>
              <span className="block text-sm text-muted">{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <section className="card space-y-3 p-5" aria-labelledby="recapitulatif">
        <h2 id="recapitulatif" className="text-lg font-bold">
          {texts.step2}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{texts.listing}</dt>
          <dd className="font-semibold" dir="auto">
            {titre}
          </dd>
          <dt className="text-muted">{texts.pack}</dt>
          <dd>{pack.name}</dd>
          <dt className="text-muted">{texts.broadcast}</dt>
          <dd>{pack.period}</dd>
          <dt className="text-muted">{texts.total}</dt>
          <dd className="text-lg font-extrabold">{pack.price}</dd>
        </dl>
        <p className="text-xs text-muted">{texts.secure}</p>
        <FormMessage error={error} />
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => void pay()} disabled={busy}>
          {busy ? payTexts.redirecting : payTexts.pay}
        </button>
      </section>
    </div>
  );
}
