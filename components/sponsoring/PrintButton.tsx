'use client';

/** Opens the browser's print dialog (save as PDF included). */
export function PrintButton() {
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      Imprimer ou enregistrer en PDF
    </button>
  );
}
