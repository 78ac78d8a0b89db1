import type { MetadataRoute } from 'next';
import { webAppManifest } from '@/server/web-app-manifest';

/** The installable web app, in French (the Arabic one: app/ar/manifest.webmanifest). */
export default function manifest(): MetadataRoute.Manifest {
  return webAppManifest('fr');
}
