'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useLocalePath, useTexts } from '../texts/TextsProvider';

/** A page that failed (the database is unreachable, most often): say so, and offer to retry. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useTexts('error');
  const pagePath = useLocalePath();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{texts.title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">{texts.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          {texts.retry}
        </button>
        <Link href={pagePath('/')} className="btn-secondary">
          {texts.home}
        </Link>
      </div>
      {error.digest ? <p className="mt-6 text-xs text-muted">{texts.reference.replace('{digest}', error.digest)}</p> : null}
    </div>
  );
}
