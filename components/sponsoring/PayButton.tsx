'use client';

import { useState } from 'react';
import { bff } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { usePageLocale, useTexts } from '../texts/TextsProvider';
import { ErrorAlert } from '../ui/ErrorAlert';

/**
 * Starts the card payment of a pending sponsoring: v1 creates the payment (the amount is the
 * pack's) and signs the form, which the browser then posts to the gateway (CMI, or its simulator),
 * as CMI's hosted page requires; CMI's page speaks the page's language and comes back to its pages.
 * Resolves with an error message (v1's, or `failed` when it gave none), or never (the page is leaving).
 */
export async function goToCardPayment(idsponsoring: number, langue: Locale, failed: string): Promise<string> {
  const answer = await bff('POST', '/payment/initiate', { json: { idsponsoring, langue } });
  if (!answer.ok) return answer.error ?? failed;
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = answer.body.url;
  for (const [name, value] of Object.entries(answer.body.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return new Promise(() => undefined);
}

/** 'Payer par carte' (or, after a refusal, 'Réessayer le paiement') for a sponsoring that waits for its payment. Its texts: payButton. */
export function PayButton({ idsponsoring, retry = false }: { idsponsoring: number; retry?: boolean }) {
  const texts = useTexts('payButton');
  const locale = usePageLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    setBusy(true);
    setError(null);
    setError(await goToCardPayment(idsponsoring, locale, texts.failed));
    setBusy(false);
  }

  return (
    <div className="space-y-2">
      <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => void pay()} disabled={busy}>
        {busy ? texts.redirecting : retry ? texts.retry : texts.pay}
      </button>
      <ErrorAlert error={error} />
    </div>
  );
}
