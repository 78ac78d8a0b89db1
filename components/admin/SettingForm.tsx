'use client';

import type { ReactNode } from 'react';
import { ErrorAlert } from '../ui/ErrorAlert';

/** A back office setting: its fields, Enregistrer, and the error of the last save under them. */
export function SettingForm({
  className,
  busy,
  error,
  onSave,
  children,
}: {
  className: string;
  busy: boolean;
  error: string | null;
  /** what the form holds, on Enregistrer */
  onSave: (data: FormData) => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(new FormData(event.currentTarget));
      }}
    >
      {children}
      <button type="submit" className="btn-secondary" disabled={busy}>
        Enregistrer
      </button>
      <div className="basis-full">
        <ErrorAlert error={error} />
      </div>
    </form>
  );
}
