/** The BFF (see server/auth/bff.ts): the browser's only way to v1. */
import type { NextRequest } from 'next/server';
import { forwardToV1 } from '@/server/auth/bff';

async function forward(request: NextRequest, context: RouteContext<'/api/bff/[...path]'>): Promise<Response> {
  return forwardToV1(request, (await context.params).path);
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE, forward as PATCH };
