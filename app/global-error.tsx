'use client';

/** Last resort when the layout itself fails: a bare page in French. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1rem', textAlign: 'center' }}>
        <h1>Le service est momentanément indisponible</h1>
        <p>Veuillez réessayer dans un instant.</p>
        <button type="button" onClick={reset} style={{ padding: '0.75rem 1.5rem', marginTop: '1rem' }}>
          Réessayer
        </button>
      </body>
    </html>
  );
}
