/**
 * Settings the browser may see. Next inlines NEXT_PUBLIC_ variables at build time, which is why
 * they are read here rather than in server/env.ts.
 */
import { UPLOADS_HOST } from './uploads-host';

export const publicConfig = {
  /** Public origin of the site: canonical URLs, sitemaps, Open Graph */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** Host serving /uploads/ (empty: this site) */
  uploadsHost: UPLOADS_HOST,
  /** Google Analytics 4 measurement id; empty: no analytics */
  gaId: process.env.NEXT_PUBLIC_GA_ID ?? '',
  playStoreUrl: process.env.NEXT_PUBLIC_PLAY_STORE_URL || 'https://play.google.com/store/search?q=MotoMaroc&c=apps',
  appStoreUrl: process.env.NEXT_PUBLIC_APP_STORE_URL || 'https://apps.apple.com/ma/search?term=MotoMaroc',
};
