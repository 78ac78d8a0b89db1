/** One sitemap file: the pages (lists, brands, shops, static pages) or a range of listings. */
import { getServerSideSitemap } from 'next-sitemap';
import { v1 } from '@/lib/api';
import { listingEntries, pageEntries, parseSitemapName } from '@/lib/sitemap';
import { TYRE_SIZE_INDEXED_FROM } from '@/lib/tyre-sizes';
import { PART_MODEL_INDEXED_FROM } from '@/lib/fitment';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: RouteContext<'/sitemaps/[name]'>) {
  const wanted = parseSitemapName((await context.params).name);
  if (!wanted) return new Response('Sitemap introuvable.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers = { 'cache-control': 'public, max-age=3600' };
  if (wanted.kind === 'pages') {
    const [marques, shops, models, tyreSizes, partModels] = await Promise.all([
      v1.marque.list('moto'),
      v1.sitemap.boutiques(),
      v1.modele.liste(),
      v1.equipement.taillesPneu({ min: TYRE_SIZE_INDEXED_FROM, limit: 500 }),
      v1.equipement.modelesPieces({ min: PART_MODEL_INDEXED_FROM, limit: 1000 }),
    ]);
    return getServerSideSitemap(pageEntries(marques, shops, models, tyreSizes, partModels), headers);
  }
  const listings = wanted.kind === 'motos' ? await v1.sitemap.motos(wanted.chunk) : await v1.sitemap.equipements(wanted.chunk);
  return getServerSideSitemap(listingEntries(listings), headers);
}
