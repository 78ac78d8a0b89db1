/**
 * Settings the browser needs. Next inlines NEXT_PUBLIC_ variables at build time, which is why
 * they are read here rather than in server/env.ts.
 */
export const publicConfig = {
  /** Host serving /uploads/ (empty: this site) */
  uploadsHost: (process.env.NEXT_PUBLIC_UPLOADS_HOST ?? '').replace(/\/+$/, ''),
};
