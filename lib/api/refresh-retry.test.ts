import { describe, expect, it, vi } from 'vitest';
import { sendWithRefresh, type TokenPair } from './refresh-retry';

const tokens: TokenPair = { idToken: 'old', refreshToken: 'refresh-1', expiresAt: 1 };
const fresh: TokenPair = { idToken: 'new', refreshToken: 'refresh-2', expiresAt: 2 };
const answer = (status: number) => new Response(JSON.stringify({ status }), { status });

describe('sendWithRefresh', () => {
  it('sends once with the current token when v1 accepts it', async () => {
    const send = vi.fn(async () => answer(200));
    const refresh = vi.fn();
    const result = await sendWithRefresh(send, tokens, refresh);
    expect(result.response.status).toBe(200);
    expect(result).toMatchObject({ renewed: null, signedOut: false });
    expect(send).toHaveBeenCalledWith('old');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('on a 401 refreshes, repeats once with the new token and hands the new tokens back', async () => {
    const send = vi.fn(async (token: string) => answer(token === 'new' ? 200 : 401));
    const refresh = vi.fn(async () => fresh);
    const result = await sendWithRefresh(send, tokens, refresh);
    expect(result.response.status).toBe(200);
    expect(result.renewed).toEqual(fresh);
    expect(result.signedOut).toBe(false);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(send.mock.calls.map(([token]) => token)).toEqual(['old', 'new']);
  });

  it('a 401 then a failed refresh: the 401 is passed on and the session ends, without a second request', async () => {
    const send = vi.fn(async () => answer(401));
    const result = await sendWithRefresh(send, tokens, async () => null);
    expect(result.response.status).toBe(401);
    expect(result.signedOut).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a retry refused again ends the session and is not repeated a third time', async () => {
    const send = vi.fn(async () => answer(401));
    const result = await sendWithRefresh(send, tokens, async () => fresh);
    expect(result).toMatchObject({ renewed: null, signedOut: true });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('passes a 403 on unchanged, without refreshing', async () => {
    const send = vi.fn(async () => answer(403));
    const refresh = vi.fn();
    const result = await sendWithRefresh(send, tokens, refresh);
    expect(result.response.status).toBe(403);
    expect(result.signedOut).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});
