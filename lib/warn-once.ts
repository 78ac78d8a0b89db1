/** A warning logged once per process (or page), however often the code that finds it runs. */
const warned = new Set<string>();

export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
