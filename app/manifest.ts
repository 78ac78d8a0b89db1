import type { MetadataRoute } from 'next';
import { SITE } from '@/lib/site';

/** The installable web app: French, standalone, in the site's colours, opening on the home page. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: `${SITE.name} : motos, équipements et pièces au Maroc`,
    short_name: SITE.name,
    description: SITE.description,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/?source=app-web',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f5f6f8',
    theme_color: '#c1272d',
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Motos à vendre', url: '/motos-a-vendre', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Déposer une annonce', url: '/compte/vendre', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Mes Annonces', url: '/compte/annonce', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}
