'use client';

/** Loads the page again (the one asked for: the offline page stands in for it at the same address). */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
