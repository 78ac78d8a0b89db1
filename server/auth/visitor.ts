/**
 * v1 as the visitor of a page or a form post: the signed-in person (their session's bearer), or
 * the device's guest (its id from the guest cookie, sent as x-guest-id). What a visitor keeps
 * without an account (favourites) is reached this way.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { createV1Client } from '@/lib/api/client';
import { registeredV1Transport, type V1Transport } from '@/lib/api/transport';
import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE, isGuestId } from '@/lib/guest';
import { GUEST_HEADER } from '@/lib/favourites';
import { callV1AsSession, v1AsSession } from './as-caller';
import { clearSession, currentSession, writeSession } from './current';
import { requestIsSecure } from './session';

function guestTransport(guestId: string): V1Transport {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set(GUEST_HEADER, guestId);
    return registeredV1Transport()(path, { ...init, headers });
  };
}

/** The typed v1 client of a page, as its visitor; null for a guest whose device has no guest id yet. */
export async function v1AsVisitor(returnPath: string) {
  const session = await currentSession();
  if (session) return v1AsSession(session, returnPath);
  const guestId = (await cookies()).get(GUEST_COOKIE)?.value;
  return isGuestId(guestId) ? createV1Client(() => guestTransport(guestId)) : null;
}

/**
 * One v1 call from a route handler, as the visitor, and the cookies its answer needs: a renewed
 * session, or a guest id made for a device that had none (a heart posted before any script ran).
 */
export async function callV1AsVisitor(request: Request, path: string, init: RequestInit) {
  const session = await currentSession();
  const secure = requestIsSecure(request);
  if (session) {
    const result = await callV1AsSession(session, path, init);
    return {
      response: result.response,
      signedOut: result.signedOut,
      setCookies: async (answer: NextResponse) => {
        if (result.signedOut) clearSession(answer, secure);
        else if (result.renewed) await writeSession(answer, { ...session, ...result.renewed }, secure);
      },
    };
  }
  const known = (await cookies()).get(GUEST_COOKIE)?.value;
  const guestId = isGuestId(known) ? known : crypto.randomUUID();
  return {
    response: await guestTransport(guestId)(path, init),
    signedOut: false,
    setCookies: async (answer: NextResponse) => {
      // Readable by the page's scripts (lib/guest.ts), which keep the same id.
      if (guestId !== known) answer.cookies.set(GUEST_COOKIE, guestId, { path: '/', maxAge: GUEST_COOKIE_MAX_AGE, sameSite: 'lax', secure });
    },
  };
}
