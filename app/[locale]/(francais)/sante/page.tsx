import type { Metadata } from 'next';
import { connection } from 'next/server';

export const metadata: Metadata = { title: 'État du service', robots: { index: false } };

/** A page rendered on every request and nothing else: for uptime checks (and the page benchmark's baseline). */
export default async function HealthPage() {
  await connection();
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-extrabold">État du service</h1>
      <p className="mt-2 text-muted">
        MotoMaroc fonctionne. Heure du serveur : <time dateTime={new Date().toISOString()}>{new Date().toISOString()}</time>.
      </p>
    </div>
  );
}
