import Link from 'next/link';

/** A signed-in page whose feature arrives with a later release: said plainly, with somewhere to go. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <section className="card p-6 text-center sm:p-10">
      <p className="text-4xl" aria-hidden="true">
        🛠️
      </p>
      <h1 className="mt-3 text-xl font-extrabold">{title}</h1>
      <p className="mx-auto mt-2 max-w-md text-muted">{text}</p>
      <p className="mt-1 text-sm font-semibold text-accent">Bientôt disponible</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/compte" className="btn-secondary">
          Mon profil
        </Link>
        <Link href="/motos-a-vendre" className="btn-primary">
          Voir les annonces
        </Link>
      </div>
    </section>
  );
}
