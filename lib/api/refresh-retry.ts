/**
 * The spec's token rule, in one place for the BFF and for server components: on a 401 the ID
 * token is renewed with the refresh token and the request repeated once. Any other answer,
 * including a 403, is passed on unchanged.
 */
export interface TokenPair {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface RefreshRetryResult {
  response: Response;
  /** the new tokens when a refresh happened and v1 accepted them: to be kept in the session */
  renewed: TokenPair | null;
  /** the session is dead (refresh refused, or the new token refused too): sign the person out */
  signedOut: boolean;
}

export async function sendWithRefresh(
  send: (idToken: string) => Promise<Response>,
  tokens: TokenPair,
  refresh: (refreshToken: string) => Promise<TokenPair | null>,
): Promise<RefreshRetryResult> {
  const first = await send(tokens.idToken);
  if (first.status !== 401) return { response: first, renewed: null, signedOut: false };
  const renewed = await refresh(tokens.refreshToken);
  if (!renewed) return { response: first, renewed: null, signedOut: true };
  await first.body?.cancel();
  const retry = await send(renewed.idToken);
  if (retry.status === 401) return { response: retry, renewed: null, signedOut: true };
  return { response: retry, renewed, signedOut: false };
}
