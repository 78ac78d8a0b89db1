'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { foldName } from '@/lib/text';
import { useTexts } from '../texts/TextsProvider';

/** The picker's texts in the page's language. */
export interface BrandComboboxTexts {
  label: string;
  /** what the empty box says: every brand (a search), or how to pick one (`required`) */
  placeholder: string;
  /** the list's name */
  listLabel: string;
  /** what the list says when nothing matches (default: no brand matches) */
  noMatch?: string;
}

/** A name as the filter compares it: folded, without its separators ("mt07" finds "MT-07"). */
const compact = (name: string) => foldName(name).replaceAll('-', '');

/**
 * A brand picker with a text filter (ARIA combobox): typing narrows the list, arrows move, Enter
 * picks, Escape closes. The value is a brand name, or '' for all brands (a search) or none yet
 * (`required`, the posting form, which shows `error` beside it). Any list of names picks the same
 * way (the reference models a part fits).
 */
export function BrandCombobox({
  brands,
  value,
  onChange,
  disabled,
  required,
  error,
  texts: { label, placeholder, listLabel, noMatch: noMatchText },
}: {
  brands: string[];
  value: string;
  onChange: (brand: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string | null;
  texts: BrandComboboxTexts;
}) {
  const boxTexts = useTexts('brandBox');
  const noMatch = noMatchText ?? boxTexts.noMatch;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const options = useMemo(() => {
    const key = compact(text);
    const matching = key && text !== value ? brands.filter((b) => compact(b).includes(key)) : brands;
    return required ? matching : ['', ...matching];
  }, [brands, text, value, required]);

  // Keep the text in step when the value is changed from outside (type switch clears it).
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  const choose = (brand: string) => {
    onChange(brand);
    setText(brand);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (event.key === 'ArrowDown' ? Math.min(i + 1, options.length - 1) : Math.max(i - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(options[active] ?? '');
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText(value);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="label">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="field"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (event.target.value === '') onChange('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          // Let a click on an option land first.
          setTimeout(() => {
            setOpen(false);
            setText((current) => (brands.includes(current) ? current : value));
          }, 120);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-line"
      >
        {options.length === (required ? 0 : 1) && text ? <li className="px-3 py-2 text-sm text-muted">{noMatch}</li> : null}
        {options.map((brand, i) => (
          <li
            key={brand || 'toutes'}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={brand === value}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-light' : ''} ${brand === value ? 'font-semibold' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(brand)}
          >
            {brand || placeholder}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
