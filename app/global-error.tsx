'use client';

/**
 * Last resort when a root layout itself fails: a bare page with no catalogue at hand, in both
 * languages since the failed layout was the one that knew which. It ships with every page's
 * scripts, at the 150 kB budget: hence one sentence and one button, with no style sheet. An
 * Arabic line on its own needs no dir: the bidi algorithm lays it out right to left.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui', textAlign: 'center' }}>
        <h1>
          Le service est momentanément indisponible
          <br />
          <span lang="ar">الخدمة غير متوفرة مؤقتًا</span>
        </h1>
        <button type="button" onClick={reset}>
          Réessayer · <span lang="ar">أعد المحاولة</span>
        </button>
      </body>
    </html>
  );
}
