import { formatAmount, formatDateShort, formatDateTime } from '@/lib/format';
import { publicConfig } from '@/lib/config';
import { SITE } from '@/lib/site';
import type { PaymentRecord, SponsoringDetail } from '@/lib/schemas/sponsoring';
import { PrintButton } from './PrintButton';

const KIND_LABEL = { moto: 'Moto', equipement: 'Équipement' } as const;

/** The receipt of a paid sponsoring: one A4 page when printed (no header, footer or menus). */
export function Receipt({ sponsoring, payment }: { sponsoring: SponsoringDetail; payment: PaymentRecord }) {
  const buyer = sponsoring.acheteur;
  const rows: [string, string][] = [
    ['Annonce', `${KIND_LABEL[sponsoring.type]} n° ${sponsoring.idannonce1} – ${sponsoring.titre}`],
    ['Pack', sponsoring.pack ?? '—'],
    ['Durée', `${sponsoring.nbr_jour} jours, du ${formatDateShort(sponsoring.date_debut)} au ${formatDateShort(sponsoring.date_fin)}`],
  ];
  return (
    <article className="card mx-auto max-w-3xl space-y-6 p-6 print:max-w-none print:border-0 print:p-0 print:shadow-none sm:p-8" aria-labelledby="recu-titre">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-xl font-extrabold text-brand">{SITE.name}</p>
          <p className="text-sm text-muted">{publicConfig.siteUrl.replace(/^https?:\/\//, '')}</p>
          <p className="text-sm text-muted">{SITE.email}</p>
        </div>
        <div className="text-right">
          <h1 id="recu-titre" className="text-2xl font-extrabold">
            Reçu de paiement
          </h1>
          <p className="text-sm text-muted">
            N° <span className="font-mono">{payment.oid}</span>
          </p>
          <p className="text-sm text-muted">Payé le {formatDateTime(payment.date_maj)}</p>
        </div>
      </header>

      <section aria-label="Client">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Client</h2>
        <p className="font-semibold">{buyer.nom}</p>
        <p className="text-sm">{buyer.email}</p>
        {buyer.telephone ? <p className="text-sm">{buyer.telephone}</p> : null}
      </section>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">Détail de l’achat</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 font-semibold">
              Désignation
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Montant
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line align-top">
            <td className="py-3">
              <p className="font-semibold">Sponsoring d’annonce</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt>{label}</dt>
                    <dd className="text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </td>
            <td className="py-3 text-right font-semibold whitespace-nowrap">{formatAmount(payment.montant)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 text-base">
              Total payé
            </th>
            <td className="py-3 text-right text-base font-extrabold whitespace-nowrap">{formatAmount(payment.montant)}</td>
          </tr>
        </tfoot>
      </table>

      <section aria-label="Paiement" className="text-sm text-muted">
        <p>Payé par carte bancaire avec 3-D Secure, via le Centre Monétique Interbancaire (CMI).</p>
        <p>
          Commande <span className="font-mono">{payment.oid}</span>
          {payment.trans_id ? (
            <>
              {' '}
              · Transaction <span className="font-mono">{payment.trans_id}</span>
            </>
          ) : null}
        </p>
      </section>

      <div className="print:hidden">
        <PrintButton />
      </div>
    </article>
  );
}
