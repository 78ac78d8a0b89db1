/** The typed v1 client of a back office page, as the signed-in admin. */
import 'server-only';
import { cache } from 'react';
import type { AdminWaiting } from '@/lib/admin';
import { v1AsSession } from './as-caller';
import { requireSession } from './current';

export async function adminV1(returnPath: string) {
  const session = await requireSession(returnPath);
  return v1AsSession(session, returnPath).admin;
}

/** Spec: statistics failures return nothing; a panel that failed shows as empty, the rest works. */
export const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/** Reads made together, each null if it fails (orNull), under the names they are asked by. */
export async function orNulls<R extends Record<string, Promise<unknown>>>(reads: R): Promise<{ [K in keyof R]: Awaited<R[K]> | null }> {
  const read = await Promise.all(Object.entries(reads).map(async ([name, value]) => [name, await orNull(value)] as const));
  return Object.fromEntries(read) as { [K in keyof R]: Awaited<R[K]> | null };
}

/**
 * What waits for an admin, as the menu's badges and the dashboard show it: listings to moderate,
 * new reports, unread messages. Read once per request (the layout and the dashboard both ask).
 */
export const adminWaiting = cache(async (): Promise<AdminWaiting> => {
  const admin = await adminV1('/compte/admin');
  const [pending, reports, messages] = await Promise.all([
    orNull(admin.annonces({ etat: 'en_attente', limit: 1 })),
    orNull(admin.signalements({ limit: 1 })),
    orNull(admin.messages({ traite: '0', limit: 1 })),
  ]);
  return { pending: pending?.total ?? null, reports: reports?.total ?? null, unread: messages?.nonLus ?? null };
});
