import Link from 'next/link';
import { formatDateTime, formatNumber } from '@/lib/format';
import { REPORT_REASONS, type ReportReason } from '@/lib/report';
import { listingDetailUrl } from '@/lib/routes';
import type { AdminReport, ReportedListingPage } from '@/lib/schemas/admin-reports';
import { LISTING_STATE_LABELS } from '@/lib/schemas/listing-write';
import { EmptyState } from '../ui/EmptyState';
import { ReportActions } from './ReportActions';

const STATES: { statut: AdminReport['statut']; label: string }[] = [
  { statut: 'nouveau', label: 'Nouveaux' },
  { statut: 'traite', label: 'Traités' },
  { statut: 'rejete', label: 'Rejetés' },
];

function href(statut: AdminReport['statut'], spam: boolean, page = 1) {
  const query = new URLSearchParams({ statut, ...(spam ? { spam: '1' } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  return `/compte/admin/signalements?${query}`;
}

export const REPORT_STATE_LABELS: Record<AdminReport['statut'], string> = { nouveau: 'nouveau', traite: 'traité', rejete: 'rejeté' };

/** One reported listing: its reports' count, reasons and details, and the decisions while some are open. */
export function ReportedListingCard({ group }: { group: ReportedListingPage['annonces'][number] }) {
  const open = group.signalements.some((report) => report.statut === 'nouveau');
  return (
    <li className="card space-y-3 p-4" data-signale={`${group.type_annonce}-${group.idannonce}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {group.titre && group.urlType ? (
            <Link href={listingDetailUrl(group.urlType, group.titre, group.idannonce)} className="font-semibold hover:underline" target="_blank" dir="auto">
              {group.titre}
            </Link>
          ) : (
            <span className="font-semibold text-muted">Annonce supprimée</span>
          )}
          <p className="text-sm text-muted">
            {group.type_annonce === 'moto' ? 'Moto' : 'Équipement'} n° {group.idannonce}
            {group.etat ? ` · ${LISTING_STATE_LABELS[group.etat]}` : ''} ·{' '}
            <Link className="link" href={`/compte/admin/moderation?etat=${group.etat ?? 'publiee'}&annonce=${group.type_annonce}-${group.idannonce}`}>
              ouvrir en modération
            </Link>
          </p>
        </div>
        <span className="rounded-full bg-brand-light px-2 py-0.5 text-sm font-bold text-brand-dark">
          {group.nombre} signalement{group.nombre > 1 ? 's' : ''}
        </span>
      </div>
      <p className="text-sm">
        {Object.entries(group.motifs)
          .map(([motif, n]) => `${REPORT_REASONS[motif as ReportReason] ?? motif} ×${n}`)
          .join(' · ')}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">Détails des signalements</summary>
        <ul className="mt-2 space-y-2">
          {group.signalements.map((report) => (
            <li key={report.idsignalement} className="rounded-lg bg-canvas p-2">
              <p className="font-medium">
                {REPORT_REASONS[report.motif as ReportReason] ?? report.motif} · {formatDateTime(report.date_ajout)} · {REPORT_STATE_LABELS[report.statut]}
              </p>
              {report.details ? <p className="whitespace-pre-line">{report.details}</p> : null}
              {report.contact_email || report.contact_phone ? (
                <p className="text-muted">Contact : {[report.contact_email, report.contact_phone].filter(Boolean).join(' · ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
      {open ? <ReportActions kind={group.type_annonce} id={group.idannonce} canUnpublish={group.etat === 'publiee'} /> : null}
    </li>
  );
}

/** Reported listings, grouped, newest report first, with what each report says and the decisions. */
export function ReportList({ reports, statut, spam }: { reports: ReportedListingPage; statut: AdminReport['statut']; spam: boolean }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">
        Signalements <span className="text-base font-semibold text-muted">({formatNumber(reports.total)} annonces)</span>
      </h1>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Statut">
        {STATES.map((state) => (
          <Link
            key={state.statut}
            href={href(state.statut, spam)}
            aria-current={state.statut === statut ? 'true' : undefined}
            className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold ${state.statut === statut ? 'bg-brand text-white' : 'bg-white ring-1 ring-line hover:bg-canvas'}`}
          >
            {state.label}
          </Link>
        ))}
        <Link
          href={href(statut, !spam)}
          className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-semibold ring-1 ring-line hover:bg-canvas"
        >
          {spam ? 'Masquer le spam' : 'Voir le spam'}
        </Link>
      </div>
      {reports.annonces.length === 0 ? (
        <EmptyState title="Aucun signalement">{statut === 'nouveau' ? 'Rien à traiter pour le moment.' : 'Aucun signalement dans cet état.'}</EmptyState>
      ) : (
        <ul className="space-y-3">
          {reports.annonces.map((group) => (
            <ReportedListingCard key={`${group.type_annonce}-${group.idannonce}`} group={group} />
          ))}
        </ul>
      )}
      {reports.totalPages > 1 ? (
        <p className="flex items-center justify-between text-sm">
          {reports.page > 1 ? (
            <Link className="link" href={href(statut, spam, reports.page - 1)}>
              ← Précédents
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {reports.page} / {reports.totalPages}
          </span>
          {reports.page < reports.totalPages ? (
            <Link className="link" href={href(statut, spam, reports.page + 1)}>
              Suivants →
            </Link>
          ) : (
            <span />
          )}
        </p>
      ) : null}
    </div>
  );
}
