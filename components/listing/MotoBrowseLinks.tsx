import { cachedV1, readFailed } from '@/lib/api/cached';
import { escapeHtml, markupOnce } from '@/lib/markup';
import type { Marque, Ville } from '@/lib/schemas/reference';

/** Cities with the most sellers come first (the API lists them alphabetically). */
const TOP_CITIES = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Fès',
  'Tanger',
  'Agadir',
  'Meknès',
  'Oujda',
  'Kénitra',
  'Tétouan',
  'Salé',
  'Témara',
  'Safi',
  'El Jadida',
  'Mohammédia',
  'Béni Mellal',
  'Nador',
  'Laâyoune',
];

/** One pill link of the lists below, as markup (lib/markup: the same on every list page). */
function pillMarkup(href: string, text: string): string {
  return `<li><a href="${escapeHtml(href)}" class="pill">${escapeHtml(text)}</a></li>`;
}

const brandLinks = markupOnce((marques: readonly Marque[]) =>
  marques.map((m) => pillMarkup(`/motos-a-vendre?marque=${encodeURIComponent(m.nom_marque)}`, `Motos ${m.nom_marque}`)).join(''),
);

/** Links to the busiest cities among those known, busiest first. */
const cityLinks = markupOnce((villes: readonly Ville[]) => {
  const known = new Set(villes.map((v) => v.nom));
  return TOP_CITIES.filter((c) => known.has(c))
    .map((c) => pillMarkup(`/motos-a-vendre?ville=${encodeURIComponent(c)}`, `Motos à ${c}`))
    .join('');
});

/** Plain links to the moto lists by brand and by city: what search engines crawl. */
export async function MotoBrowseLinks() {
  const [marques, villes] = await Promise.all([
    cachedV1.marques('moto').catch(readFailed<Marque[]>('brands', [])),
    cachedV1.villes().catch(readFailed<Ville[]>('cities', [])),
  ]);
  const cities = cityLinks(villes);
  return (
    <div className="container-page mt-12 grid gap-8 md:grid-cols-2">
      {marques.length > 0 ? (
        <section aria-labelledby="motos-par-marque">
          <h2 id="motos-par-marque" className="mb-3 text-lg font-bold">
            Motos par marque
          </h2>
          <ul className="flex flex-wrap gap-2" dangerouslySetInnerHTML={{ __html: brandLinks(marques) }} />
        </section>
      ) : null}
      {cities ? (
        <section aria-labelledby="motos-par-ville">
          <h2 id="motos-par-ville" className="mb-3 text-lg font-bold">
            Motos par ville
          </h2>
          <ul className="flex flex-wrap gap-2" dangerouslySetInnerHTML={{ __html: cities }} />
        </section>
      ) : null}
    </div>
  );
}
