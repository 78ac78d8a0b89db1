/** Serves uploaded pictures from local storage. */
import { readUpload } from '@/server/storage/local';

export async function GET(_request: Request, context: RouteContext<'/uploads/[...path]'>) {
  const { path } = await context.params;
  const file = await readUpload(path.map((segment) => decodeURIComponent(segment)));
  if (!file) return new Response('Fichier introuvable.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(file.size),
    'last-modified': file.modified.toUTCString(),
    // Stored names never change content (a new photo is a new name).
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
  // An SVG opened directly must not run anything.
  if (file.contentType === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return new Response(new Uint8Array(file.body), { headers });
}
