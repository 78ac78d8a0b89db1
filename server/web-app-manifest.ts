/**
 * The installable web app in a language: French at /manifest.webmanifest (app/manifest.ts), Arabic
 * at /ar/manifest.webmanifest, which the Arabic pages link to. The Arabic app is an app of its own
 * (its id), right to left, opening on the Arabic home and its shortcuts on the Arabic pages; both
 * cover the whole site (scope /), as a reader may switch language inside it.
 */
import 'server-only';
import type { MetadataRoute } from 'next';
import { LOCALE_DIRECTION, localePath, type Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { translator } from './i18n';

export const ARABIC_MANIFEST_URL = '/ar/manifest.webmanifest';

export function webAppManifest(locale: Locale): MetadataRoute.Manifest {
  const site = translator(locale, 'site');
  const t = translator(locale, 'manifest');
  const icon = [{ src: '/icons/icon-192.png', sizes: '192x192' }];
  return {
    id: localePath(locale, '/'),
    name: site('title'),
    short_name: SITE.name,
    description: site('description'),
    lang: locale,
    dir: LOCALE_DIRECTION[locale],
    start_url: `${localePath(locale, '/')}?source=app-web`,
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
      { name: t('shortcutList'), url: localePath(locale, '/motos-a-vendre'), icons: icon },
      { name: t('shortcutSell'), url: localePath(locale, '/compte/vendre'), icons: icon },
      { name: t('shortcutMine'), url: localePath(locale, '/compte/annonce'), icons: icon },
    ],
  };
}
