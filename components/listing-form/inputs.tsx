'use client';

/** The posting form's own inputs: its sections and the description. */
import type { ReactNode } from 'react';
import { LISTING_LIMITS } from '@/lib/schemas/listing-write';
import { Labelled } from '../forms/Field';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function TextArea({
  label,
  placeholder,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  placeholder: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const counter = (id: string) => (
    <p id={id} className="mt-1 text-end text-xs text-muted">
      {value.length} / {LISTING_LIMITS.description}
    </p>
  );
  return (
    <Labelled label={label} error={error} note={counter}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          className="field min-h-36 py-2"
          rows={6}
          maxLength={LISTING_LIMITS.description}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
        />
      )}
    </Labelled>
  );
}
