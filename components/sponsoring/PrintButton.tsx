'use client';

/** Opens the browser's print dialog (save as PDF included); `label` in the page's language. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
