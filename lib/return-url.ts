/** A return address taken from a URL parameter: only a path of this site (no open redirect). */
export function safeReturnPath(value: string | string[] | undefined | null): string | null {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.length > 500) return null;
  return path;
}
