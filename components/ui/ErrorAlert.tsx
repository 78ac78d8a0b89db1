/** An action's error under its buttons, announced by screen readers as it appears; nothing when there is none. */
export function ErrorAlert({ error, className = '' }: { error: string | null | undefined; className?: string }) {
  return error ? (
    <p role="alert" className={`${className} text-sm font-medium text-brand-dark`.trim()}>
      {error}
    </p>
  ) : null;
}
