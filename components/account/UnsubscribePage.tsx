import Link from 'next/link';
import { ALERTS_URL } from '@/lib/navigation';

const OUTCOMES: Record<string, string> = {
  fait: 'C’est fait : cette alerte ne vous enverra plus rien. Vous pouvez la réactiver dans Mes alertes.',
  deja: 'Cette alerte était déjà arrêtée : elle ne vous envoie plus rien.',
  trop: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  invalide: 'Ce lien de désabonnement n’est pas valable.',
};

/** /alertes/desabonner: the digest's unsubscribe link, one button (GET changes nothing), or what happened. */
export function UnsubscribePage({ jeton, resultat }: { jeton: string | null; resultat: string | null }) {
  const outcome = resultat && resultat in OUTCOMES ? OUTCOMES[resultat] : jeton ? null : OUTCOMES.invalide;
  return (
    <div className="container-page max-w-xl py-10">
      <section aria-labelledby="desabonner" className="card space-y-4 p-6">
        <h1 id="desabonner" className="text-2xl font-extrabold">
          Ne plus recevoir cette alerte
        </h1>
        {outcome ? (
          <p role="status" className="rounded-lg bg-brand-light px-4 py-3">
            {outcome}
          </p>
        ) : (
          <form method="post" action="/alertes/desabonner/confirmer" className="space-y-3">
            <p>Cette alerte s’arrêtera : plus d’e-mail ni de notification pour elle. Vos autres alertes continuent.</p>
            <input type="hidden" name="jeton" value={jeton!} />
            <button type="submit" className="btn-primary w-full">
              Arrêter cette alerte
            </button>
          </form>
        )}
        <p>
          <Link href={ALERTS_URL} className="link">
            Gérer mes alertes
          </Link>
        </p>
      </section>
    </div>
  );
}
