/**
 * The BFF: client components reach v1 here, never directly. It forwards an allowed call to v1 with
 * the caller's address (for v1's rate limits). The accounts issue adds the signed-in user's bearer
 * token from the session cookie here.
 */
import { isAllowedBffCall } from '@/lib/api/bff';
import { registeredV1Transport } from '@/lib/api/transport';

const FORBIDDEN = { error: 'Appel non autorisé.' };

async function forward(request: Request, context: RouteContext<'/api/bff/[...path]'>): Promise<Response> {
  const { path } = await context.params;
  const v1Path = `/${path.map((segment) => encodeURIComponent(segment)).join('/')}`;
  if (!isAllowedBffCall(request.method, v1Path)) return Response.json(FORBIDDEN, { status: 403 });
  const search = new URL(request.url).search;
  const headers = new Headers();
  const contentType = request.headers.get('content-type');
  if (contentType) headers.set('content-type', contentType);
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers.set('x-request-id', requestId);
  const body = request.method === 'POST' ? await request.text() : undefined;
  const response = await registeredV1Transport()(`${v1Path}${search}`, { method: request.method, headers, body: body || undefined });
  return new Response(response.body, {
    status: response.status,
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  });
}

export { forward as GET, forward as POST };
