import Link from 'next/link';
import { formatCylindree, formatKilometrage, formatPrice } from '@/lib/format';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import type { MotoCard } from '@/lib/schemas/listings';

/** A moto listing in a list: photo, title, price and the key facts. */
export function MotoCardItem({ annonce }: { annonce: MotoCard }) {
  const photo = photoUrl(annonce.photo1);
  const facts = [annonce.model ? String(annonce.model) : null, formatKilometrage(annonce.kilometrage), formatCylindree(annonce.cylindre)].filter(Boolean);
  return (
    <article className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
      <Link href={listingDetailUrl('moto', annonce.titre, annonce.idannonce_moto)} className="block">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the gallery components of the public pages use next/image
          <img src={photo} alt={annonce.titre} width={1024} height={768} loading="lazy" className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-gray-100 text-sm text-gray-500">Pas de photo</div>
        )}
        <div className="space-y-1 p-3">
          <h3 className="line-clamp-2 font-semibold">{annonce.titre}</h3>
          <p className="text-lg font-bold text-brand">{formatPrice(annonce.prix)}</p>
          <p className="text-sm text-gray-600">{facts.join(' · ')}</p>
          <p className="text-sm text-gray-500">{annonce.ville}</p>
        </div>
      </Link>
    </article>
  );
}
