import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { CityChoice } from '@/lib/schemas/reference';
import { useTexts } from '../texts/TextsProvider';

/** What a control needs to be named by its label and described by its note and its error. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A label over the control it names, a note below it (a hint, a counter) and its error, both
 * linked to it for screen readers: every field of the site's forms is drawn this way.
 */
export function Labelled({
  label,
  error,
  note,
  trailing,
  children,
}: {
  label: string;
  error?: string | null;
  /** given the id it must carry */
  note?: (id: string) => ReactNode;
  trailing?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [note ? `${id}-note` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {note?.(`${id}-note`)}
      <FieldError id={`${id}-error`} error={error} />
      {trailing}
    </div>
  );
}

/** A labelled input with its hint and its error beside it (announced, linked for screen readers). */
export function Field({
  label,
  error,
  hint,
  children,
  ...input
}: { label: string; error?: string | null; hint?: ReactNode; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const note = hint
    ? (id: string) => (
        <div id={id} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      )
    : undefined;
  return (
    <Labelled label={label} error={error} note={note} trailing={children}>
      {(control) => <input className="field" {...control} {...input} />}
    </Labelled>
  );
}

/** A Moroccan phone, typed as people type it (v1 normalises it to +212 and 9 digits). */
export function PhoneInput({ value, onChange, error }: { value: string; onChange: (phone: string) => void; error?: string | null }) {
  const texts = useTexts('fields');
  return (
    <Field
      label={texts.phone}
      name="telephone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="06 12 34 56 78"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={texts.phoneHint}
      dir="ltr"
      required
    />
  );
}

/** A phone to be called back on, if the person wants (the contact and report forms): not required, typed left to right. */
export function CallbackPhoneField({
  label,
  placeholder,
  name,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  name: string;
  value: string;
  onChange: (phone: string) => void;
}) {
  return (
    <Field
      label={label}
      type="tel"
      inputMode="tel"
      name={name}
      autoComplete="tel"
      placeholder={placeholder}
      dir="ltr"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A city picker over the reference list (the database only accepts those). */
export function CitySelect({
  cities,
  value,
  onChange,
  error,
}: {
  cities: CityChoice[];
  value: string;
  onChange: (city: string) => void;
  error?: string | null;
}) {
  const texts = useTexts('fields');
  return (
    <Select label={texts.city} name="ville" value={value} onChange={onChange} error={error} placeholder={texts.chooseCity} required>
      {cities.map((city) => (
        <option key={city.value} value={city.value}>
          {city.label}
        </option>
      ))}
    </Select>
  );
}

/** A labelled select whose first, empty choice says what to choose; its error linked to it. */
export function Select({
  label,
  name,
  value,
  onChange,
  error,
  placeholder,
  required,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Labelled label={label} error={error}>
      {(control) => (
        <select {...control} name={name} className="field" value={value} onChange={(e) => onChange(e.target.value)} required={required}>
          <option value="">{placeholder}</option>
          {children}
        </select>
      )}
    </Labelled>
  );
}

/** A field's error, linked to it by `id` (aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-brand-dark">
      {error}
    </p>
  ) : null;
}

/** The outcome of a form: an error (alert) or a success (status). */
export function FormMessage({
  error,
  success,
  id,
}: {
  error?: string | null;
  success?: string | null;
  /** the error's id, named by the form's aria-describedby */
  id?: string;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="rounded-lg bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-accent">
        {success}
      </p>
    );
  }
  return <p role="status" className="sr-only" />;
}

/** What stands in place of a public form once it is sent (contact, report): announced to screen readers. */
export function SentNotice({ text, className }: { text: string; className: string }) {
  return (
    <p role="status" className={className}>
      {text}
    </p>
  );
}

/** The trap of a public form: a field people never see and bots fill in (v1 tells a bot by it). */
export function Honeypot({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}

/** zod issues → the first message of each field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
