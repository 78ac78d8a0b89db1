import { webAppManifest } from '@/server/web-app-manifest';

/** The installable web app in Arabic, which the Arabic pages link to. */
export function GET() {
  return new Response(JSON.stringify(webAppManifest('ar')), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}
