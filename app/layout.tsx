import type { ReactNode } from 'react';
import './globals.css';

/**
 * The document, <html> with the language and the direction, is app/[locale]/layout.tsx's; this
 * shared root (which the routes outside the page tree share too) only passes its children through.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
