import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: true } };

/** Rendered per request: proxy.ts gives these pages a fresh CSP nonce, which a prerendered page could not carry. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  await connection();
  return children;
}
