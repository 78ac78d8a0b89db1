'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** A page that failed (the database is unreachable, most often): say so, and offer to retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Le service est momentanément indisponible</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">Veuillez réessayer dans un instant. Si le problème persiste, écrivez-nous depuis la page de contact.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          Réessayer
        </button>
        <Link href="/" className="btn-secondary">
          Retour à l’accueil
        </Link>
      </div>
      {error.digest ? <p className="mt-6 text-xs text-muted">Référence : {error.digest}</p> : null}
    </div>
  );
}
