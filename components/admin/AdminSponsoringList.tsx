import Link from 'next/link';
import { formatDateShort, formatNumber, formatPrice } from '@/lib/format';
import type { SponsoringState } from '@/lib/listing-types';
import { listingDetailUrl } from '@/lib/routes';
import type { AdminSponsoringPage, PaymentState } from '@/lib/schemas/sponsoring';
import { adminListHref } from '@/lib/admin';
import { EmptyState } from '../ui/EmptyState';
import { AdminPager } from './AdminPager';
import { SponsoringAdminActions } from './SponsoringAdminActions';

export const SPONSORING_STATE_LABELS: Record<SponsoringState, string> = {
  en_attente: 'En attente de paiement',
  active: 'Active',
  expiree: 'Expirée',
  desactivee: 'Désactivée',
  refusee: 'Refusée',
};

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  initiee: 'initié',
  payee: 'payé',
  echouee: 'refusé',
  annulee: 'annulé',
  doublon: 'en double, à rembourser',
  remboursee: 'en double, remboursé',
};

const href = (etat: SponsoringState | null, page = 1, limit?: number) => adminListHref('/compte/admin/sponsoring', { etat, page, limit });

/** Every sponsoring by state, with listing, buyer, pack, dates and payment, and the admin's actions. */
export function AdminSponsoringList({ sponsorings, etat, limit }: { sponsorings: AdminSponsoringPage; etat: SponsoringState | null; limit: number }) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">
        Sponsorings <span className="text-base font-semibold text-muted">({formatNumber(sponsorings.total)})</span>
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="État">
        {([null, 'active', 'en_attente', 'expiree', 'desactivee', 'refusee'] as const).map((state) => (
          <Link
            key={state ?? 'tous'}
            href={href(state, 1, limit)}
            aria-current={state === etat ? 'true' : undefined}
            className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold ${state === etat ? 'bg-brand text-white' : 'bg-white ring-1 ring-line hover:bg-canvas'}`}
          >
            {state ? SPONSORING_STATE_LABELS[state] : 'Tous'}
          </Link>
        ))}
      </div>
      {sponsorings.sponsorings.length === 0 ? (
        <EmptyState title="Aucun sponsoring">Aucun sponsoring dans cet état.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {sponsorings.sponsorings.map((item) => (
            <li key={item.idsponsoring} className="card space-y-2 p-4" data-sponsoring={item.idsponsoring}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link href={listingDetailUrl(item.urlType, item.titre, item.idannonce1)} className="block truncate font-semibold hover:underline" dir="auto">
                    {item.titre}
                  </Link>
                  <p className="text-sm text-muted">
                    n° {item.idsponsoring} · {item.pack ?? 'Pack retiré'} {item.prix !== null ? `(${formatPrice(item.prix)})` : ''} · par{' '}
                    <Link className="link" href={`/compte/admin/utilisateurs/${item.acheteur.idutilisateur}`}>
                      {item.acheteur.nom}
                    </Link>
                  </p>
                </div>
                <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold">{SPONSORING_STATE_LABELS[item.etat_sponsoring]}</span>
              </div>
              <p className="text-sm">
                Du {formatDateShort(item.date_debut)} au {formatDateShort(item.date_fin)} ({item.nbr_jour} jours) · {formatNumber(item.reach)} affichages
                {item.paiement ? ` · paiement ${PAYMENT_LABELS[item.paiement.etat]} (${item.paiement.oid})` : ' · aucun paiement'}
              </p>
              <SponsoringAdminActions
                idsponsoring={item.idsponsoring}
                etat={item.etat_sponsoring}
                dateDebut={item.date_debut}
                nbrJour={item.nbr_jour}
                titre={item.titre}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={sponsorings.page} totalPages={sponsorings.totalPages} limit={limit} hrefFor={(page, size) => href(etat, page, size)} />
    </div>
  );
}
