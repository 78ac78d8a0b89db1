import Link from 'next/link';
import { formatDateShort, formatPrice } from '@/lib/format';
import type { PaymentToReleasePage } from '@/lib/schemas/sponsoring';
import { MarkReleased } from './MarkReleased';
import { SPONSORING_STATE_LABELS } from './AdminSponsoringList';

/**
 * Card payments the bank approved while nothing was due (a second attempt for a sponsoring
 * already paid, or one stopped or changed meanwhile). They were not captured; the amount stays
 * held on the buyer's card until the authorisation is cancelled in CMI's back office.
 */
export function PaymentsToRelease({ payments }: { payments: PaymentToReleasePage }) {
  if (payments.total === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="paiements-a-rembourser">
      <h2 id="paiements-a-rembourser" className="text-lg font-bold">
        Paiements en double à rembourser <span className="text-base font-semibold text-muted">({payments.total})</span>
      </h2>
      <p className="text-sm text-muted">Non encaissés : annulez chaque autorisation dans l’espace marchand CMI, puis marquez-la remboursée.</p>
      <ul className="space-y-3">
        {payments.paiements.map((payment) => (
          <li key={payment.oid} className="card flex flex-wrap items-center justify-between gap-3 p-4" data-paiement={payment.oid}>
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {formatPrice(payment.montant)} · commande <span className="font-mono">{payment.oid}</span>
                {payment.trans_id ? (
                  <>
                    {' '}
                    · transaction CMI <span className="font-mono">{payment.trans_id}</span>
                  </>
                ) : null}
              </p>
              <p className="text-muted">
                Accepté le {formatDateShort(payment.date_maj)} ·{' '}
                {payment.acheteur ? (
                  <Link className="link" href={`/compte/admin/utilisateurs/${payment.acheteur.idutilisateur}`}>
                    {payment.acheteur.nom}
                  </Link>
                ) : (
                  'compte supprimé'
                )}
                {payment.sponsoring
                  ? ` · sponsoring n° ${payment.sponsoring.idsponsoring} « ${payment.sponsoring.titre} » (${SPONSORING_STATE_LABELS[payment.sponsoring.etat_sponsoring]})`
                  : ' · sponsoring supprimé'}
              </p>
            </div>
            <MarkReleased oid={payment.oid} />
          </li>
        ))}
      </ul>
    </section>
  );
}
