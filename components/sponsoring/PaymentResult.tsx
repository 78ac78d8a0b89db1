import Link from 'next/link';
import { formatDateShort, formatPrice } from '@/lib/format';
import { listingDetailUrl } from '@/lib/routes';
import type { PaymentStatus } from '@/lib/schemas/sponsoring';
import { AutoRefresh } from './AutoRefresh';
import { PayButton } from './PayButton';

/** Why CMI did not take the payment, in words the payer can act on. */
function refusalReason(code: string | null): string {
  if (code === '05' || code === '51') return 'Votre banque a refusé la transaction. Vérifiez votre plafond ou essayez une autre carte.';
  if (code === '99') return 'L’authentification 3-D Secure n’a pas abouti (code SMS incorrect ou expiré).';
  return 'Le paiement n’a pas abouti.';
}

/** The return page of a card payment: what our database says, never what the browser was sent with. */
export function PaymentResult({ payment }: { payment: PaymentStatus }) {
  const sponsoring = payment.sponsoring;
  const listingUrl = sponsoring ? listingDetailUrl(sponsoring.urlType, sponsoring.titre, sponsoring.idannonce) : null;
  const receipt = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">Commande</dt>
      <dd className="font-mono">{payment.oid}</dd>
      <dt className="text-muted">Montant</dt>
      <dd className="font-semibold">{formatPrice(payment.montant)}</dd>
      {sponsoring?.pack ? (
        <>
          <dt className="text-muted">Pack</dt>
          <dd>{sponsoring.pack}</dd>
          <dt className="text-muted">Durée</dt>
          <dd>{sponsoring.nbr_jour} jours</dd>
        </>
      ) : null}
      {sponsoring ? (
        <>
          <dt className="text-muted">Annonce</dt>
          <dd>{sponsoring.titre}</dd>
        </>
      ) : null}
    </dl>
  );

  if (payment.etat === 'payee') {
    return (
      <section className="card space-y-4 p-6" aria-live="polite">
        <h1 className="text-2xl font-extrabold text-accent">Paiement accepté</h1>
        {sponsoring ? (
          <p>
            Votre annonce est sponsorisée du {formatDateShort(sponsoring.date_debut)} au {formatDateShort(sponsoring.date_fin)}.
          </p>
        ) : null}
        {receipt}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/compte/ads" className="btn-primary">
            Voir mes sponsorings
          </Link>
          {listingUrl ? (
            <Link href={listingUrl} className="btn-secondary">
              Voir l’annonce
            </Link>
          ) : null}
        </div>
      </section>
    );
  }
  if (payment.etat === 'initiee') {
    return (
      <section className="card space-y-4 p-6" aria-live="polite" aria-busy="true">
        <h1 className="text-2xl font-extrabold">Paiement en cours de confirmation…</h1>
        <p className="text-muted">La banque nous confirme le paiement ; cette page se met à jour d’elle-même.</p>
        {receipt}
        <AutoRefresh />
      </section>
    );
  }
  if (payment.etat !== 'echouee') {
    // annulee, doublon, remboursee: this attempt will never be captured.
    return (
      <section className="card space-y-4 p-6" aria-live="polite">
        <h1 className="text-2xl font-extrabold">Paiement non encaissé</h1>
        <p>
          {payment.etat === 'annulee'
            ? 'Ce paiement a été annulé : le pack de ce sponsoring a changé, ou le sponsoring a été arrêté. Aucun montant n’a été débité.'
            : 'Votre banque a accepté ce paiement alors que rien n’était dû (ce sponsoring était déjà payé, arrêté ou modifié). Nous ne l’avons pas encaissé : le montant réservé sur votre carte sera libéré.'}
        </p>
        {receipt}
        <Link href="/compte/ads" className="btn-primary">
          Voir mes sponsorings
        </Link>
      </section>
    );
  }
  return (
    <section className="card space-y-4 p-6" aria-live="polite">
      <h1 className="text-2xl font-extrabold text-brand-dark">Paiement refusé</h1>
      <p>{refusalReason(payment.proc_return_code)} Aucun montant n’a été débité.</p>
      {receipt}
      {sponsoring && sponsoring.etat_sponsoring === 'en_attente' ? (
        <PayButton idsponsoring={sponsoring.idsponsoring} label="Réessayer le paiement" redirecting="Redirection vers le paiement sécurisé…" />
      ) : null}
      <Link href="/compte/ads" className="link text-sm">
        Retour à mes sponsorings
      </Link>
    </section>
  );
}
