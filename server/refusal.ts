/**
 * A rule refusing what a client asked, with the French message to show them: thrown from deep in
 * the backend (a query checking the database), answered by v1's error handler as that 4xx.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 429,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
