/**
 * The guest id: a random id a visitor's device keeps while they are not signed in, so that what
 * they do as a guest (push tokens, favourites) follows them once they sign in or sign up. It keys
 * the guest's favourites, so it is never shown or sent anywhere but to our own server. Kept in a
 * cookie (the server reads it for a heart posted before the page's scripts ran, and the BFF sends
 * it to v1) and in localStorage (where older visits kept it).
 */
const KEY = 'motomaroc.guestId';
export const GUEST_COOKIE = 'motomaroc_invite';
/** a year: a guest who comes back finds their favourites */
export const GUEST_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * What a guest id looks like: a random UUID (version 4) as crypto.randomUUID writes it, lower case.
 * Whoever holds one reads and empties its favourites: only the 122 random bits the site issues are
 * accepted, never a name someone chose ("aaaaaaaa"), nor the same id in another case.
 */
export const GUEST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isGuestId = (value: string | null | undefined): value is string => typeof value === 'string' && GUEST_ID_PATTERN.test(value);

function cookieValue(): string | null {
  const match = new RegExp(`(?:^|; )${GUEST_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

export function guestId(): string | null {
  try {
    const fromCookie = cookieValue();
    let id = isGuestId(fromCookie) ? fromCookie : window.localStorage.getItem(KEY);
    if (!isGuestId(id)) id = crypto.randomUUID();
    window.localStorage.setItem(KEY, id);
    if (id !== fromCookie) {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${GUEST_COOKIE}=${id}; Path=/; Max-Age=${GUEST_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
    }
    return id;
  } catch {
    // storage refused (private mode, disabled): no guest id
    return null;
  }
}
