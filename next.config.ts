import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Listing photos are served by app/uploads (local disk) or come from the uploads host.
    localPatterns: [{ pathname: '/uploads/**' }],
  },
};

export default nextConfig;
