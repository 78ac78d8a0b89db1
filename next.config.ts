import path from 'node:path';
import type { NextConfig } from 'next';
import { PHOTO_SCREEN_WIDTHS } from './lib/images';
import { baseSecurityHeaders, contentSecurityPolicy, HSTS_HEADER, HTTPS_REQUEST } from './lib/security-headers';

/** Remote host of the photos, when they are not served by this site (NEXT_PUBLIC_UPLOADS_HOST). */
function uploadsRemotePattern() {
  const host = process.env.NEXT_PUBLIC_UPLOADS_HOST;
  if (!host) return [];
  const url = new URL(host);
  return [{ protocol: url.protocol.replace(':', '') as 'http' | 'https', hostname: url.hostname, port: url.port, pathname: '/uploads/**' }];
}

const nextConfig: NextConfig = {
  // The classic caching model rather than Cache Components: pages must be able to answer a real
  // 404 for an unknown listing, which a streamed prerendered shell cannot (its status is sent
  // before the page runs); the home page is cached by ISR instead.
  poweredByHeader: false,
  // The proxy's rewrites stay on this server's own address (see sameServer in proxy.ts): without
  // this, Next names a loopback host `localhost` in the rewrite, and a site listening on
  // 127.0.0.1 fetched every rewritten page from itself over HTTP.
  skipProxyUrlNormalize: true,
  // Cached pages (home, list searches, listing pages) live in memory only (see the handler): a
  // million listings must not become a million files under .next, and a restart simply rebuilds
  // what is visited. Optimised photos are kept on disk (images.maximumDiskCacheSize).
  // PAGE_CACHE_MB is validated with the other settings in server/env.ts.
  cacheHandler: path.join(import.meta.dirname, 'server/cache/memory-page-cache.cjs'),
  cacheMaxMemorySize: Number(process.env.PAGE_CACHE_MB || 128) * 1024 * 1024,
  reactStrictMode: true,
  // `npm test` checks the types first (lint:types, the same tsconfig); the build it then makes for
  // the browser tests need not check them a second time (63 of its 98 s on CI). Any other build,
  // `npm start`'s included, still checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  images: {
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
    remotePatterns: uploadsRemotePattern(),
    formats: ['image/avif', 'image/webp'],
    // Uploaded files never change under the same name.
    minimumCacheTTL: 31_536_000,
    // Each photo in a few widths and two formats: at most 2 GB on disk, least recently used out first.
    maximumDiskCacheSize: 2_000_000_000,
    deviceSizes: PHOTO_SCREEN_WIDTHS,
    imageSizes: [96, 160, 256, 320, 384],
  },
  async headers() {
    // Public pages: a static policy, so that they stay cached (see lib/security-headers.ts);
    // /auth and /compte (and their Arabic twins) get their nonce policy from proxy.ts instead.
    const publicCsp = contentSecurityPolicy({
      gaId: process.env.NEXT_PUBLIC_GA_ID,
      uploadsHost: process.env.NEXT_PUBLIC_UPLOADS_HOST?.replace(/\/+$/, ''),
      dev: process.env.NODE_ENV === 'development',
    });
    return [
      { source: '/:path*', headers: baseSecurityHeaders() },
      ...(process.env.NODE_ENV === 'production' ? [{ source: '/:path*', has: [HTTPS_REQUEST], headers: [HSTS_HEADER] }] : []),
      // The service worker: browsers must check it for a new version at each visit.
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Content-Type', value: 'text/javascript; charset=utf-8' },
        ],
      },
      // The Arabic font's name carries its version (components/layout/SiteDocument.tsx).
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // Uploads carry their own, stricter policy (app/uploads).
      {
        source: '/((?!auth$|auth/|ar/auth$|ar/auth/|compte$|compte/|ar/compte$|ar/compte/|uploads/).*)',
        headers: [{ key: 'Content-Security-Policy', value: publicCsp }],
      },
    ];
  },
  async redirects() {
    // A brand's page is one cached page: the further pages of its listings are its list's.
    const brandPage = (prefix: string) => ({
      source: `${prefix}/motos-neuves/:brand`,
      has: [{ type: 'query' as const, key: 'page', value: '(?<page>[2-9]|[1-9]\\d+)' }],
      destination: `${prefix}/motos-a-vendre?marque=:brand&page=:page`,
      permanent: true,
    });
    return [
      brandPage(''),
      brandPage('/ar'),
      { source: '/moto', destination: '/motos-a-vendre', permanent: true },
      { source: '/achat-moto', destination: '/motos-a-vendre', permanent: true },
      { source: '/vente-moto', destination: '/motos-a-vendre', permanent: true },
      { source: '/moto-neuve', destination: '/motos-neuves', permanent: true },
      { source: '/marque', destination: '/motos-neuves', permanent: true },
      { source: '/marques', destination: '/motos-neuves', permanent: true },
      { source: '/marque/:brand', destination: '/motos-neuves/:brand', permanent: true },
      { source: '/marques/:brand', destination: '/motos-neuves/:brand', permanent: true },
      { source: '/moto-neuve/:brand', destination: '/motos-neuves/:brand', permanent: true },
      { source: '/annonceur', destination: '/boutiques', permanent: true },
      { source: '/pages', destination: '/pages/about', permanent: true },
      // The French pages' internal addresses (see rewrites) are not a second copy of the site.
      { source: '/fr', destination: '/', permanent: true },
      { source: '/fr/:path*', destination: '/:path*', permanent: true },
    ];
  },
  async rewrites() {
    // One page tree, app/[locale], serves both languages: Arabic at /ar/…, French at the plain
    // addresses, which are rewritten here to /fr/… Checked after the addresses that are files or
    // fixed routes (sitemap.xml, robots.txt, public/…), before the tree's dynamic routes; the
    // other dynamic routes outside the tree (v1, the BFF, uploads, the language switch, the
    // sitemap's parts) are left alone.
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/', destination: '/fr' },
        { source: '/:path((?!(?:ar|fr|api|uploads|langue|sitemaps|_next)(?:/|$)).+)', destination: '/fr/:path' },
      ],
      fallback: [],
    };
  },
};

export default nextConfig;
