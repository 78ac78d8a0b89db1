/**
 * Building blocks of the v1 contracts: French messages for bad input, query and path parameters
 * as they arrive (strings, often empty when a form field was left blank), and the spec's
 * paginated shape.
 */
import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_RESULTS_REACHABLE, PAGE_TOO_FAR } from '../paging';

export const ErrorBody = z
  .object({
    error: z.string().meta({ example: 'Le titre doit faire au moins 5 caractères.', description: 'Le message en français, pour la personne.' }),
    code: z.string().meta({
      example: 'listing.titreShort',
      description: 'Code stable de l’erreur (table.clé), à traduire côté client ; la liste et leurs textes : info.x-codes-erreur.',
    }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ example: { limit: 10 }, description: 'Les valeurs du message, pour le traduire (ex. limit de listing.dailyLimit).' }),
  })
  .meta({ id: 'Erreur', description: 'Every error response: a French message for the user, its stable code and its parameters.' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() }).meta({ id: 'Message' });

const INT4_MAX = 2_147_483_647;

/** A blank form field arrives as an empty string: treat it as absent. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional whole number from the query string, at least `min`. */
export function queryInt(name: string, options: { min?: number; max?: number; description?: string } = {}) {
  const min = options.min ?? 0;
  const max = options.max ?? INT4_MAX;
  const message =
    max === INT4_MAX
      ? `Le paramètre ${name} doit être un nombre entier supérieur ou égal à ${min}.`
      : `Le paramètre ${name} doit être un nombre entier entre ${min} et ${max}.`;
  return z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: message })
        .trim()
        .regex(/^\d{1,10}$/, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, message))
        .optional(),
    )
    .meta({ description: options.description, example: String(min) });
}

/** An optional short text filter from the query string. */
export function queryText(name: string, description?: string) {
  return z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: `Le paramètre ${name} est invalide.` })
        .trim()
        .max(100, `Le paramètre ${name} est trop long (100 caractères au plus).`)
        .optional(),
    )
    .meta({ description });
}

/** A numeric id in a path segment. */
export function pathId(name: string, message = 'Identifiant invalide.') {
  return z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(INT4_MAX, message))
    .meta({ param: { name, in: 'path' }, example: '42' });
}

/**
 * The page and page size of a paged list, as the query string gives them. `size` is the size's
 * name in the spec (`limit`, or `itemsPerPage` where the spec says so); `items` says what a page
 * holds. Past page 10,000 is refused (no list of ours is that long).
 */
type PageQueryOptions = { items: string; max: number; defaultSize: number };
type PageSize<N extends string> = { page: ReturnType<typeof queryInt> } & Record<N, ReturnType<typeof queryInt>>;
export function pageQuery(options: PageQueryOptions): PageSize<'limit'>;
export function pageQuery<const N extends string>(options: PageQueryOptions & { size: N }): PageSize<N>;
export function pageQuery(options: PageQueryOptions & { size?: string }): PageSize<string> {
  const size = options.size ?? 'limit';
  return {
    page: queryInt('page', { min: 1, max: 10_000, description: 'Page, à partir de 1.' }),
    [size]: queryInt(size, { min: 1, max: options.max, description: `${options.items} par page (défaut ${options.defaultSize}, au plus ${options.max}).` }),
  };
}

export const PaginationQuery = z.object({
  page: queryInt('page', { min: 1, description: 'Page, à partir de 1.' }),
  limit: queryInt('limit', {
    min: 1,
    max: MAX_PAGE_SIZE,
    description: `Annonces par page (défaut ${DEFAULT_PAGE_SIZE}, au plus ${MAX_PAGE_SIZE}).`,
  }),
});

/** Pages past the reachable results are refused with a hint, rather than served slowly. */
export function checkPageReach(query: { page?: number; limit?: number }, ctx: z.core.$RefinementCtx<unknown>): void {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if ((page - 1) * limit >= MAX_RESULTS_REACHABLE) {
    ctx.addIssue({
      code: 'custom',
      path: ['page'],
      message: PAGE_TOO_FAR,
    });
  }
}

export const PagedQuery = PaginationQuery.superRefine(checkPageReach);

/**
 * A page of a list as v1 answers it: the items under the list's key (annonces, utilisateurs…), the
 * page, the number of pages and the total. Every paged answer is one of these.
 */
export function paged<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), page: z.number().int(), totalPages: z.number().int(), total: z.number().int() };
  return z.object(shape as Record<K, z.ZodArray<T>> & { page: z.ZodNumber; totalPages: z.ZodNumber; total: z.ZodNumber });
}

/** The spec's paginated list of listings (searches), plus whether `total` is exact. */
export function paginated<T extends z.ZodType>(item: T, id: string) {
  return paged('annonces', item)
    .extend({
      totalPages: z
        .number()
        .int()
        .meta({
          description: `Pages reachable for this search: results beyond the first ${MAX_RESULTS_REACHABLE} are not paged; narrow the filters instead.`,
        }),
      total: z.number().int().meta({
        description:
          'Number of matching listings. Exact up to 10 000; above that it is the database planner estimate (never below 10 001) and totalEstime is true.',
      }),
      totalEstime: z.boolean().meta({ description: 'true when total is an estimate (more than 10 000 results).' }),
    })
    .meta({ id });
}

export type Paginated<T> = {
  annonces: T[];
  page: number;
  totalPages: number;
  total: number;
  totalEstime: boolean;
};

/** What a failed list fetch shows (spec, error catalogue): an empty first page. */
export function emptyPage<T>(): Paginated<T> {
  return { annonces: [], page: 1, totalPages: 0, total: 0, totalEstime: false };
}

/** Photo paths as stored: relative to the uploads root, or absolute http(s) URLs. */
export const PhotoPath = z.string().meta({ example: 'annonces/moto/42/1.jpg' });

/** Timestamps travel as ISO 8601 strings. */
export const Timestamp = z.string().meta({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' });
