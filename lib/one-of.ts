/** Whether `value` is one of `values`: narrows a string read from outside (a select's option, a URL's segment). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
