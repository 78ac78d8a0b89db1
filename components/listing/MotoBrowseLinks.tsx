import { cachedV1, readFailed } from '@/lib/api/cached';
import type { Marque, Ville } from '@/lib/schemas/reference';

/** Cities with the most sellers come first (the API lists them alphabetically). */
const TOP_CITIES = ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir', 'Meknès', 'Oujda', 'Kénitra', 'Tétouan', 'Salé', 'Témara', 'Safi', 'El Jadida', 'Mohammédia', 'Béni Mellal', 'Nador', 'Laâyoune'];

/** Plain links to the moto lists by brand and by city: what search engines crawl. */
export async function MotoBrowseLinks() {
  const [marques, villes] = await Promise.all([
    cachedV1.marques('moto').catch(readFailed<Marque[]>('brands', [])),
    cachedV1.villes().catch(readFailed<Ville[]>('cities', [])),
  ]);
  const known = new Set(villes.map((v) => v.nom));
  const cities = TOP_CITIES.filter((c) => known.has(c));
  const link = 'pill';
  return (
    <div className="container-page mt-12 grid gap-8 md:grid-cols-2">
      {marques.length > 0 ? (
        <section aria-labelledby="motos-par-marque">
          <h2 id="motos-par-marque" className="mb-3 text-lg font-bold">
            Motos par marque
          </h2>
          <ul className="flex flex-wrap gap-2">
            {marques.map((m) => (
              <li key={m.idmarque}>
                <a href={`/motos-a-vendre?marque=${encodeURIComponent(m.nom_marque)}`} className={link}>
                  Motos {m.nom_marque}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {cities.length > 0 ? (
        <section aria-labelledby="motos-par-ville">
          <h2 id="motos-par-ville" className="mb-3 text-lg font-bold">
            Motos par ville
          </h2>
          <ul className="flex flex-wrap gap-2">
            {cities.map((c) => (
              <li key={c}>
                <a href={`/motos-a-vendre?ville=${encodeURIComponent(c)}`} className={link}>
                  Motos à {c}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
