'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import { fillText } from '@/lib/i18n/fill';
import { LISTING_WRITE_PATHS } from '@/lib/listing-form';
import { stateAfter } from '@/lib/listing-states';
import type { ListingKind, ListingState } from '@/lib/listing-types';
import { ErrorAlert } from '../ui/ErrorAlert';
import { POST_LISTING_URL, SPONSOR_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';
import { useRefusalText } from '../texts/useErrorText';

/** The owner's buttons on one of their listings: renew, edit, deactivate or reactivate, mark sold. */
export function ListingActions({
  kind,
  id,
  etat,
  titre,
  renewable = false,
}: {
  kind: ListingKind;
  id: number;
  etat: ListingState;
  titre: string;
  /** expired, or expiring within the notice's days: 'Prolonger' comes first */
  renewable?: boolean;
}) {
  // {title} is filled here; v1's answers come in the page's language from the BFF.
  const texts = useTexts('listingActions');
  const pagePath = useLocalePath();
  const refused = useRefusalText();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  const [askingSold, setAskingSold] = useState(false);

  async function act(action: 'desactiver' | 'vendre' | 'prolonger', viaMotomaroc?: boolean | null) {
    setError(null);
    setBusy(true);
    const answer =
      action === 'vendre'
        ? await bff('PUT', LISTING_WRITE_PATHS[kind].vendre, { param: { id }, json: { via_motomaroc: viaMotomaroc ?? null } })
        : await bff('PUT', LISTING_WRITE_PATHS[kind][action], { param: { id } });
    setAskingSold(false);
    setBusy(false);
    if (!answer.ok) return setError(refused(answer));
    startTransition(() => router.refresh());
  }

  if (etat === 'vendue') return null;
  const named = (template: string) => fillText(template, { title: titre });
  const reactivates = etat === 'desactivee';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {renewable && stateAfter('prolonger', etat) ? (
          <button type="button" className="btn-primary py-1" disabled={busy} onClick={() => void act('prolonger')} aria-label={named(texts.renewLabel)}>
            {texts.renew}
          </button>
        ) : null}
        <Link href={`${pagePath(POST_LISTING_URL)}?annonce=${kind}-${id}`} className="btn-secondary py-1" aria-label={named(texts.editLabel)}>
          {texts.edit}
        </Link>
        <button
          type="button"
          className="btn-secondary py-1"
          disabled={busy}
          onClick={() => void act('desactiver')}
          aria-label={named(reactivates ? texts.reactivateLabel : texts.deactivateLabel)}
        >
          {reactivates ? texts.reactivate : texts.deactivate}
        </button>
        {etat === 'publiee' ? (
          <Link href={`${pagePath(SPONSOR_URL)}?annonce=${kind}-${id}`} className="btn-secondary py-1" aria-label={named(texts.sponsorLabel)}>
            {texts.sponsor}
          </Link>
        ) : null}
        {stateAfter('vendre', etat) ? (
          <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => setAskingSold(true)} aria-label={named(texts.markSoldLabel)}>
            {texts.markSold}
          </button>
        ) : null}
      </div>
      {askingSold ? (
        <div role="group" aria-labelledby={`vendue-${kind}-${id}`} className="space-y-2 rounded-lg bg-canvas p-3 ring-1 ring-line">
          <p id={`vendue-${kind}-${id}`} className="text-sm">
            <span className="font-semibold">{texts.congratulations}</span> {named(texts.soldQuestion)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary py-1" disabled={busy} onClick={() => void act('vendre', true)}>
              {texts.soldHere}
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => void act('vendre', false)}>
              {texts.soldElsewhere}
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => void act('vendre', null)}>
              {texts.soldNoAnswer}
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => setAskingSold(false)}>
              {texts.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <ErrorAlert error={error} />
    </div>
  );
}
