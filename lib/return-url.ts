/** Stands for the site's own origin: a return address must stay on it, whatever host serves us. */
const OWN_ORIGIN = 'https://motomaroc.invalid';

/**
 * A return address taken from a URL parameter: only a path of this site (no open redirect).
 * Decided the way a browser reads it: resolved against our origin (which drops tabs and line
 * breaks and reads `\` as `/`, so `/\t/evil.example` is `//evil.example`), kept only if it stays
 * on that origin, and given back in the resolved form, so what is used is what was checked.
 */
export function safeReturnPath(value: string | string[] | undefined | null): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.length > 500 || !raw.startsWith('/')) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== OWN_ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
