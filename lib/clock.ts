/**
 * The time a server component renders with. A page rendered per request (the account area, the
 * back office) shows what is true at that request: it reads the clock once here and passes it
 * down. Client components never call it in their render (a render must be pure: see
 * SponsorCheckout, which keeps the time it was opened at in state).
 */
export function requestTime(): number {
  return Date.now();
}
