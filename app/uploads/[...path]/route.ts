/** Serves uploaded pictures from local storage. */
import { readUpload } from '@/server/storage/local';

const notFound = () => new Response('Fichier introuvable.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A path segment as stored, or null when it is not a valid escape (`%E0%A4%A`): no such file. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export async function GET(_request: Request, context: RouteContext<'/uploads/[...path]'>) {
  const { path } = await context.params;
  const segments = path.map(decodedSegment);
  if (segments.some((segment) => segment === null)) return notFound();
  const file = await readUpload(segments as string[]);
  if (!file) return notFound();
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
