import Link from 'next/link';
import type { ReactNode } from 'react';
import { adminListHref, MODERATION_STATES, listingKey } from '@/lib/admin';
import { formatDateShort, formatPrice } from '@/lib/format';
import type { ListingKind, ListingState } from '@/lib/listing-types';
import { photoUrl } from '@/lib/routes';
import type { AdminListingDetail, AdminListingPage } from '@/lib/schemas/admin';
import { LISTING_STATE_LABELS } from '@/lib/schemas/listing-write';
import { EmptyState } from '../ui/EmptyState';
import { ModerationDesk } from './ModerationDesk';
import { AdminPager } from './AdminPager';
import { AuditList } from './AuditList';
import type { AuditEntry } from '@/lib/schemas/audit';
import { PlainImg } from '../ui/PlainImg';
import { riskReasons } from '@/server/trust/reasons';
import type { AccountRef, PhotoMatch, RiskSignal } from '@/lib/trust';

const TYPES: { type: ListingKind | null; label: string }[] = [
  { type: null, label: 'Tout' },
  { type: 'moto', label: 'Motos' },
  { type: 'equipement', label: 'Équipements' },
];

function href(etat: ListingState, type: ListingKind | null, extra: Record<string, string | number> = {}) {
  return adminListHref('/compte/admin/moderation', { etat, type, ...extra });
}

function Chip({ href: target, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={target}
      aria-current={current ? 'true' : undefined}
      className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold ${current ? 'bg-brand text-white' : 'bg-white text-ink ring-1 ring-line hover:bg-canvas'}`}
    >
      {children}
    </Link>
  );
}

/** A listing's risk score, coloured by how much it weighs. */
function RiskScore({ score }: { score: number | null }) {
  if (score === null) return null;
  const tone = score >= 60 ? 'bg-red-100 text-red-800' : score >= 30 ? 'bg-amber-100 text-amber-900' : 'bg-canvas text-muted';
  return (
    <span className={`inline-flex items-center rounded px-1.5 text-xs font-bold ${tone}`} title="Score de risque (0 à 100)">
      Risque {score}
    </span>
  );
}

/** The accounts whose number the listing's text gives: one person behind several accounts, one click away. */
function SharedNumberAccounts({ signals }: { signals: RiskSignal[] }) {
  const accounts = signals.flatMap((signal) =>
    signal.code === 'telephone_autre_compte' && Array.isArray(signal.preuve.vendeurs) ? (signal.preuve.vendeurs as AccountRef[]) : [],
  );
  if (accounts.length === 0) return null;
  return (
    <p className="mt-3 text-sm">
      Comptes de ce numéro :{' '}
      {accounts.map((account, i) => (
        <span key={account.idutilisateur}>
          {i > 0 ? ', ' : null}
          <Link href={`/compte/admin/utilisateurs/${account.idutilisateur}`} className="link" dir="auto">
            {account.nom}
          </Link>
        </span>
      ))}
    </p>
  );
}

/** One side of a pair of matching photos, with what it is of. */
function PairPhoto({ src, alt, children }: { src: string; alt: string; children: ReactNode }) {
  return (
    <figure>
      <PlainImg src={photoUrl(src) ?? undefined} alt={alt} width={160} height={120} className="aspect-4/3 w-full rounded object-cover" loading="lazy" />
      <figcaption className="mt-1">{children}</figcaption>
    </figure>
  );
}

/** The listing's photos found on other listings, each beside the other picture, that listing one click away. */
function PhotoPairs({ signals }: { signals: RiskSignal[] }) {
  const pairs = signals.flatMap((signal) => (Array.isArray(signal.preuve.paires) ? (signal.preuve.paires as PhotoMatch[]) : []));
  if (pairs.length === 0) return null;
  return (
    <ul aria-label="Photos retrouvées ailleurs" className="mt-3 grid gap-3 sm:grid-cols-2">
      {pairs.map((pair) => (
        <li key={`${pair.photo} ${pair.autre}`} className="rounded-lg bg-canvas p-2 text-xs">
          <div className="grid grid-cols-2 gap-2">
            <PairPhoto src={pair.photo} alt="Sa photo">
              <span className="text-muted">Cette annonce</span>
            </PairPhoto>
            <PairPhoto src={pair.autre} alt="La photo de l’autre annonce">
              <Link href={adminListHref('/compte/admin/moderation', { annonce: pair.annonce })} className="font-semibold text-brand underline" dir="auto">
                {pair.titre}
              </Link>
            </PairPhoto>
          </div>
          <p className="mt-1 text-muted">{pair.ecart === 0 ? 'Image identique.' : `Image très proche (${pair.ecart} bits sur 64 diffèrent).`}</p>
        </li>
      ))}
    </ul>
  );
}

/** Why the assessment held a listing (or what it saw in one it published): each signal in words, strongest first. */
function RiskReasons({ listing }: { listing: AdminListingDetail }) {
  const reasons = riskReasons('fr', listing.risque_signaux);
  if (listing.risque_score === null) return null;
  return (
    <section aria-label="Évaluation du risque" className="mb-4 rounded-xl bg-white p-4 ring-1 ring-line">
      <h2 className="flex items-center gap-2 text-sm font-bold">
        Évaluation du risque <RiskScore score={listing.risque_score} />
      </h2>
      {reasons.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Aucun signal.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {reasons.map((reason) => (
            <li key={reason.code} className="flex gap-2">
              <span className={`shrink-0 font-semibold ${reason.fort ? 'text-red-700' : 'text-muted'}`}>+{reason.poids}</span>
              <span dir="auto">
                {reason.texte}
                {reason.fort ? <strong className="ms-1 text-red-700">(retient l’annonce)</strong> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <SharedNumberAccounts signals={listing.risque_signaux} />
      <PhotoPairs signals={listing.risque_signaux} />
    </section>
  );
}

/** The moderation queue: filters, the page of listings, and the selected listing with its decisions. */
export function ModerationQueue({
  etat,
  type,
  queue,
  selected,
  journal,
  limit,
}: {
  limit: number;
  etat: ListingState;
  type: ListingKind | null;
  queue: AdminListingPage;
  selected: AdminListingDetail | null;
  journal: AuditEntry[];
}) {
  const keys = queue.annonces.map(listingKey);
  const selectedKey = selected ? listingKey(selected) : null;
  const index = selectedKey ? keys.indexOf(selectedKey) : -1;
  const nextKey = index >= 0 ? (keys[index + 1] ?? null) : (keys[0] ?? null);
  const previousKey = index > 0 ? keys[index - 1]! : null;
  const pageLink = (page: number, size = limit) => href(etat, type, { page, limit: size });
  /** the selected listing's address on this page */
  const at = (annonce: string) => href(etat, type, { page: queue.page, limit, annonce });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">
          Modération{' '}
          <span className="text-base font-semibold text-muted">
            ({queue.total} {LISTING_STATE_LABELS[etat].toLowerCase()})
          </span>
        </h1>
        <p className="hidden text-sm text-muted lg:block">
          Raccourcis : <kbd className="rounded bg-white px-1 ring-1 ring-line">A</kbd> approuver ·{' '}
          <kbd className="rounded bg-white px-1 ring-1 ring-line">R</kbd> refuser · <kbd className="rounded bg-white px-1 ring-1 ring-line">N</kbd> suivante ·{' '}
          <kbd className="rounded bg-white px-1 ring-1 ring-line">P</kbd> précédente
        </p>
      </div>
      {etat === 'en_attente' ? (
        <p className="text-sm text-muted">
          Les plus risquées d’abord. Une annonce sans risque est publiée dès son dépôt ; ici attendent celles que l’évaluation a retenues, avec ses raisons.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="État">
        {MODERATION_STATES.map((state) => (
          <Chip key={state.etat} href={href(state.etat, type, { limit })} current={state.etat === etat}>
            {state.label}
          </Chip>
        ))}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Type d’annonce">
        {TYPES.map((option) => (
          <Chip key={option.label} href={href(etat, option.type, { limit })} current={option.type === type}>
            {option.label}
          </Chip>
        ))}
      </div>

      {queue.annonces.length === 0 ? (
        <EmptyState title={etat === 'en_attente' ? 'Rien à modérer' : 'Aucune annonce'}>
          {etat === 'en_attente' ? 'Toutes les annonces ont été vérifiées. Les nouvelles apparaîtront ici.' : 'Aucune annonce dans cet état pour ce filtre.'}
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
          <nav aria-label="File de modération" className="order-2 min-w-0 space-y-2 lg:order-1">
            <ol className="space-y-2">
              {queue.annonces.map((listing) => {
                const key = listingKey(listing);
                const current = key === selectedKey;
                const photo = photoUrl(listing.photo1);
                return (
                  <li key={key}>
                    <Link
                      href={at(key)}
                      aria-current={current ? 'true' : undefined}
                      className={`flex gap-3 rounded-lg bg-white p-2 ring-1 ${current ? 'ring-2 ring-brand' : 'ring-line hover:ring-muted'}`}
                    >
                      {photo ? (
                        <PlainImg src={photo} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" loading="lazy" />
                      ) : (
                        <span className="h-12 w-16 shrink-0 rounded bg-canvas" />
                      )}
                      <span className="min-w-0 text-sm">
                        <span className="block truncate font-semibold" dir="auto">
                          {listing.titre}
                        </span>
                        <span className="block truncate text-muted">
                          {formatPrice(listing.prix)} · {listing.vendeur}
                        </span>
                        <span className="flex items-center gap-2 text-xs text-muted">
                          Déposée le {formatDateShort(listing.date_ajout)} <RiskScore score={listing.risque_score} />
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
            <AdminPager page={queue.page} totalPages={queue.totalPages} limit={limit} hrefFor={pageLink} previous="← Précédentes" next="Suivantes →" />
          </nav>
          <div className="order-1 min-w-0 lg:order-2">
            {selected ? <RiskReasons listing={selected} /> : null}
            {selected ? (
              <ModerationDesk
                // A new listing, a clean desk (no refusal half-typed, no message of the last one).
                key={listingKey(selected)}
                listing={selected}
                nextHref={nextKey ? at(nextKey) : queue.page < queue.totalPages ? pageLink(queue.page + 1) : null}
                previousHref={previousKey ? at(previousKey) : null}
                queueHref={pageLink(queue.page)}
              />
            ) : (
              <EmptyState title="Annonce introuvable">Elle a peut-être été supprimée entre-temps.</EmptyState>
            )}
            {selected && journal.length > 0 ? (
              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-semibold text-muted">Journal de cette annonce ({journal.length})</summary>
                <div className="mt-2">
                  <AuditList entries={journal} showObject={false} />
                </div>
              </details>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
