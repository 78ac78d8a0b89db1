import type { ReactNode } from 'react';
import './globals.css';

/**
 * Each language has its own document (app/(fr)/layout.tsx, app/ar/layout.tsx), because <html>
 * carries the language and the direction; this shared root only passes its children through.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
