import { connection } from 'next/server';
import { Suspense } from 'react';
import { MotoCardItem } from '@/components/listing/MotoCardItem';
import { v1 } from '@/lib/api';

async function LatestMotos() {
  // Listings change all the time: fetched at request time, never at build time.
  await connection();
  const motos = await v1.moto.accueil(8).catch((error: unknown) => {
    console.error('home: latest motos', error);
    return [];
  });
  if (motos.length === 0) return <p className="text-gray-600">Aucune annonce pour le moment.</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {motos.map((annonce) => (
        <li key={annonce.idannonce_moto}>
          <MotoCardItem annonce={annonce} />
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Motos à vendre au Maroc</h1>
      <p className="mb-6 text-gray-700">Les dernières annonces de motos neuves et d’occasion.</p>
      <Suspense fallback={<p className="text-gray-500">Chargement des annonces…</p>}>
        <LatestMotos />
      </Suspense>
    </main>
  );
}
