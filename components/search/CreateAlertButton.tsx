'use client';

import Link from 'next/link';
import { useState } from 'react';
import { bff } from '@/lib/api/browser';
import { fetchSummary } from '@/lib/auth/use-session';
import { ALERTS_URL, loadPage, SIGN_IN_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';
import type { AlertSearch } from '@/lib/schemas/alerts';
import type { AlertType } from '@/lib/alerts';

/**
 * 'Créer une alerte' on a list or a search's results: saves this search (words, type, filters,
 * sort) for the signed-in person; someone signed out signs in first and comes back here. The page
 * is cached for everyone: who is asking is known only once clicked.
 */
export function CreateAlertButton({ type, recherche }: { type: AlertType; recherche: AlertSearch }) {
  const texts = useTexts('alertButton');
  const pagePath = useLocalePath();
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'done' } | { status: 'failed'; error: string }>({ status: 'idle' });
  async function create() {
    setState({ status: 'busy' });
    const { signedIn } = await fetchSummary();
    if (!signedIn) {
      const here = `${window.location.pathname}${window.location.search}`;
      return loadPage(`${pagePath(SIGN_IN_URL)}?next=${encodeURIComponent(here)}`);
    }
    const answer = await bff('POST', '/alertes', { json: { type, recherche } });
    setState(answer.ok ? { status: 'done' } : { status: 'failed', error: answer.error ?? texts.failed });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {state.status === 'done' ? (
        <p role="status" className="text-sm font-semibold text-accent">
          {texts.created}{' '}
          <Link href={pagePath(ALERTS_URL)} className="link">
            {texts.manage}
          </Link>
        </p>
      ) : (
        <button type="button" className="btn-secondary min-h-9 py-1" disabled={state.status === 'busy'} onClick={() => void create()}>
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>{' '}
          {texts.create}
        </button>
      )}
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-brand-dark">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
