/** The sitemap index: one file of pages, then the listings in files of 40 000 (next-sitemap). */
import { getServerSideSitemapIndex } from 'next-sitemap';
import { v1 } from '@/lib/api';
import { sitemapFiles } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

export async function GET() {
  const index = await v1.sitemap.index();
  return getServerSideSitemapIndex(sitemapFiles(index), { 'cache-control': 'public, max-age=3600' });
}
