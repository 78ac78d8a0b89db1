import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'MotoMaroc : motos, équipements et pièces d’occasion au Maroc', template: '%s | MotoMaroc' },
  description:
    'Petites annonces de motos neuves et d’occasion, équipements du motard, pièces détachées et pneus partout au Maroc.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c62828' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
