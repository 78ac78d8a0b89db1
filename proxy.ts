import { NextResponse, type NextRequest } from 'next/server';
import { CACHED_LIST_PREFIX, cachedListPath } from '@/lib/listing-pages';

/**
 * List pages are cached per search: their public URLs are rewritten to an internal path that
 * carries the search (see cachedListPath). The internal paths themselves are not public.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const target = request.nextUrl.clone();
  if (pathname.startsWith(CACHED_LIST_PREFIX)) {
    target.pathname = '/404';
    return NextResponse.rewrite(target);
  }
  const internal = cachedListPath(pathname, searchParams);
  if (!internal) return NextResponse.next();
  target.pathname = internal;
  // Only the router's own parameter (_rsc) goes on; the search now lives in the path.
  target.search = '';
  const rsc = searchParams.get('_rsc');
  if (rsc !== null) target.searchParams.set('_rsc', rsc);
  return NextResponse.rewrite(target);
}

export const config = {
  matcher: ['/motos-a-vendre', '/annonce/:type', '/liste/:path*'],
};
