/**
 * The host serving /uploads/ (empty: this site), inlined by Next from NEXT_PUBLIC_UPLOADS_HOST. On
 * its own: every listing card's scripts need it (lib/routes' photoUrl), and none of the rest of
 * lib/config.
 */
export const UPLOADS_HOST = (process.env.NEXT_PUBLIC_UPLOADS_HOST ?? '').replace(/\/+$/, '');
