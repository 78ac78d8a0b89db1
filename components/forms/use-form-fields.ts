import { useState, type ChangeEvent } from 'react';

type Values = Record<string, string | boolean>;
/** `false` typed as boolean, `''` as string: what a field may be set to. */
type Widened<T extends Values> = { [K in keyof T]: T[K] extends boolean ? boolean : string };

interface Options {
  /** called on every change (a form that said "saved" takes it back) */
  onEdit?: () => void;
  /** a field's error as shown (translated) */
  errorText?: (message: string | undefined) => string | null | undefined;
}

/**
 * A form's values and its errors by field, and what binds a text field to them (its name, value,
 * change and error), so that every form binds its fields one way: <Field {...field('email')} />.
 */
export function useFormFields<T extends Values>(initial: T, { onEdit, errorText }: Options = {}) {
  const [values, setValues] = useState<Widened<T>>(initial as Widened<T>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof T>(key: K) =>
    (value: Widened<T>[K]) => {
      onEdit?.();
      setValues((current) => ({ ...current, [key]: value }));
    };
  const field = <K extends keyof T & string>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key)(event.target.value as Widened<T>[K]),
    error: errorText ? errorText(errors[key]) : errors[key],
  });
  return { values, setValues, errors, setErrors, set, field };
}
