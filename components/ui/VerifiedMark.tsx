/** "Numéro vérifié": a seller whose number was confirmed by a code sent by SMS (issue 43). */
export function VerifiedMark({ label, hint }: { label: string; hint?: string }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
      title={hint}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M10 1.5 12.2 3l2.6-.1.9 2.5 2.1 1.6-.8 2.5.8 2.5-2.1 1.6-.9 2.5-2.6-.1L10 18.5 7.8 17l-2.6.1-.9-2.5-2.1-1.6.8-2.5-.8-2.5 2.1-1.6.9-2.5 2.6.1L10 1.5Zm3.5 6.2-1-1-3.3 3.3-1.7-1.7-1 1 2.7 2.7 4.3-4.3Z"
          clipRule="evenodd"
        />
      </svg>
      {label}
    </span>
  );
}
