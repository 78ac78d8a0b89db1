/** The MotoMaroc logo: a wheel with the green star of the flag, and the name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#c1272d" />
        <circle cx="16" cy="16" r="11.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeDasharray="4 2.2" />
        <path d="M16 8.2l2 5.9h6.2l-5 3.7 1.9 5.9-5.1-3.7-5.1 3.7 1.9-5.9-5-3.7h6.2z" fill="none" stroke="#1a8a4a" strokeWidth="2.1" strokeLinejoin="round" />
      </svg>
      <span className="text-lg">
        Moto<span className="text-brand">Maroc</span>
      </span>
    </span>
  );
}
