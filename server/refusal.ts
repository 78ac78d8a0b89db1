/**
 * A rule refusing what a client asked, by its error code (lib/errors.ts): thrown from deep in the
 * backend (a query checking the database), answered by v1's error handler as that 4xx with the
 * code's French text.
 */
import { frenchError, type ErrorParams } from '@/lib/errors';

export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 403 | 404 | 409 | 429,
    readonly params?: ErrorParams,
  ) {
    super(frenchError(code, params) ?? code);
    this.name = 'Refusal';
  }
}
