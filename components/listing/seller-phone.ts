import type { ContactChannel, ListingKind } from '@/lib/listing-types';
import { bff } from '@/lib/api/browser';

/**
 * A seller's number, asked once per page through the counted contact call (v1 limits it per
 * visitor): the contact box and the phone's contact bar share it, so that the second one neither
 * asks nor counts again.
 */
const asked = new Map<string, Promise<string | null>>();
const listeners = new Set<() => void>();
const known = new Map<string, string>();

export function revealSellerPhone(kind: ListingKind, id: number, canal: ContactChannel): Promise<string | null> {
  const key = `${kind}-${id}`;
  let phone = asked.get(key);
  if (!phone) {
    phone = bff('POST', `/${kind}/contact/:id`, { param: { id }, json: { canal } }).then((answer) => (answer.ok ? answer.body.telephone : null));
    asked.set(key, phone);
    void phone.then((number) => {
      // A refusal may be asked again later.
      if (!number) return asked.delete(key);
      known.set(key, number);
      listeners.forEach((listener) => listener());
    });
  }
  return phone;
}

export function subscribeSellerPhones(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const knownSellerPhone = (kind: ListingKind, id: number) => known.get(`${kind}-${id}`) ?? null;
