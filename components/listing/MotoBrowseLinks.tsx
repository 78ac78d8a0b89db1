import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { escapeHtml, markupOnce } from '@/lib/markup';
import { translator } from '@/server/i18n';
import type { Marque, Ville } from '@/lib/schemas/reference';
import { cityNameIn } from '@/server/reference-names';

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

/** The pills of each language, built once per list read. */
function browseLinks(locale: Locale) {
  const t = translator(locale, 'browse');
  const list = localePath(locale, '/motos-a-vendre');
  return {
    brands: markupOnce((marques: readonly Marque[]) =>
      marques.map((m) => pillMarkup(`${list}?marque=${encodeURIComponent(m.nom_marque)}`, t('brand', { marque: m.nom_marque }))).join(''),
    ),
    /** Links to the busiest cities among those known, busiest first. */
    cities: markupOnce((villes: readonly Ville[]) => {
      const known = new Set(villes.map((v) => v.nom));
      return TOP_CITIES.filter((c) => known.has(c))
        .map((c) => pillMarkup(`${list}?ville=${encodeURIComponent(c)}`, t('city', { ville: cityNameIn(locale, c) })))
        .join('');
    }),
  };
}
const LINKS = { fr: browseLinks('fr'), ar: browseLinks('ar') };

/** Plain links to the moto lists by brand and by city: what search engines crawl. */
export async function MotoBrowseLinks({ locale }: { locale: Locale }) {
  const t = translator(locale, 'browse');
  const { brands: brandLinks, cities: cityLinks } = LINKS[locale];
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
            {t('byBrand')}
          </h2>
          <ul className="flex flex-wrap gap-2" dangerouslySetInnerHTML={{ __html: brandLinks(marques) }} />
        </section>
      ) : null}
      {cities ? (
        <section aria-labelledby="motos-par-ville">
          <h2 id="motos-par-ville" className="mb-3 text-lg font-bold">
            {t('byCity')}
          </h2>
          <ul className="flex flex-wrap gap-2" dangerouslySetInnerHTML={{ __html: cities }} />
        </section>
      ) : null}
    </div>
  );
}
