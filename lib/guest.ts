/**
 * The guest id: a random id the browser keeps for a visitor who is not signed in, so that what
 * they do as a guest (push tokens) follows them once they sign in or sign up. Not a secret.
 */
const KEY = 'motomaroc.guestId';

export function guestId(): string | null {
  try {
    let id = window.localStorage.getItem(KEY);
    if (!id || !/^[\w-]{8,64}$/.test(id)) {
      id = crypto.randomUUID();
      window.localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    // storage refused (private mode, disabled): no guest id
    return null;
  }
}
