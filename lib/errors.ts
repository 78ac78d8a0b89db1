/**
 * Every error v1 answers (and every message a client form's own checks show) has a stable code,
 * `<table>.<key>`, beside the spec's French text: `listing.titreShort` → "Le titre doit faire au
 * moins 5 caractères.". Each table of French messages stays where it is made (the schemas, the
 * routes) and names its codes with `errorCodes`, which also keeps the table for `frenchError`. The
 * schemas' checks give codes; v1 answers `{ error, code, params }`; pages and the BFF show a code in
 * their own language (the Arabic catalogue's `errors` namespace), never by matching French text.
 * See docs/api.md § Errors.
 */

/** A message: a text, or a text made from the answer's parameters. */
type Message = string | ((params: never) => string);
type Table = Readonly<Record<string, Message>>;

export type ErrorParams = Record<string, string | number>;
export type ErrorCodes<P extends string, T extends Table> = { readonly [K in keyof T & string]: `${P}.${K}` };

/** The body of every error answer of v1. */
export interface ErrorAnswer {
  /** the French text, word for word the spec's */
  error: string;
  code: string;
  params?: ErrorParams;
}

const tables = new Map<string, Table>();

/**
 * The codes of a table of French messages: errorCodes('listing', LISTING_MESSAGES).titreShort ===
 * 'listing.titreShort'. Each call is marked pure (`/* @__PURE__ *\/ errorCodes(…)`): a page that
 * uses none of a table's codes leaves the table, and what it imports, out of its scripts; one that
 * uses a code keeps the call, which registers the table.
 */
export function errorCodes<const P extends string, T extends Table>(prefix: P, table: T): ErrorCodes<P, T> {
  // A module run again (the dev server's hot reload) replaces its table; that no two tables share a
  // name is checked in the sources (server/error-codes.test.ts).
  tables.set(prefix, table);
  return Object.fromEntries(Object.keys(table).map((key) => [key, `${prefix}.${key}`])) as ErrorCodes<P, T>;
}

function message(code: string): Message | undefined {
  const dot = code.indexOf('.');
  return dot > 0 ? tables.get(code.slice(0, dot))?.[code.slice(dot + 1)] : undefined;
}

/** Whether `code` names a message of a known table. */
export const isErrorCode = (code: string): boolean => message(code) !== undefined;

/** The French text of a code, with its parameters; undefined for an unknown code. */
export function frenchError(code: string, params: ErrorParams = {}): string | undefined {
  const found = message(code);
  return typeof found === 'function' ? (found as (params: ErrorParams) => string)(params) : found;
}

/** What v1 answers for `code`: its French text, the code and its parameters. */
export function errorAnswer(code: string, params?: ErrorParams): ErrorAnswer {
  const error = frenchError(code, params);
  if (error === undefined) throw new Error(`Unknown error code ${code}.`);
  return params ? { error, code, params } : { error, code };
}

/** Every known code, sorted (the OpenAPI document lists them). */
export function knownErrorCodes(): string[] {
  return [...tables].flatMap(([prefix, table]) => Object.keys(table).map((key) => `${prefix}.${key}`)).sort();
}

/** Every code with its French text, parameters left as {name}: the OpenAPI document lists them. */
export function errorCatalogue(): Record<string, string> {
  const placeholders = new Proxy({}, { get: (_, name) => `{${String(name)}}` }) as ErrorParams;
  return Object.fromEntries(knownErrorCodes().map((code) => [code, frenchError(code, placeholders)!]));
}

/**
 * What a client form shows, in the page's language: a code (its own check's, Firebase's, a failed
 * call's) by its text among `translations` (the Arabic catalogue's, given by the server for the codes
 * the form may show; none in French), else its French text. Anything else is a text v1 gave through
 * the BFF, already in the page's language: shown as it is.
 */
export function errorText(translations: Readonly<Record<string, string>>, shown: string | null | undefined): string | null {
  if (!shown) return null;
  return translations[shown] ?? frenchError(shown) ?? shown;
}
