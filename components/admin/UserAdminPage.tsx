import type { ReactNode } from 'react';
import Link from 'next/link';
import { ageInWords, listingKey } from '@/lib/admin';
import { formatDateShort, formatNumber, formatPrice } from '@/lib/format';
import { shopUrl } from '@/lib/routes';
import type { AdminListingCard, AdminUser } from '@/lib/schemas/admin';
import type { ReportedListingPage } from '@/lib/schemas/admin-reports';
import type { AuditEntry } from '@/lib/schemas/audit';
import { LISTING_STATE_LABELS } from '@/lib/schemas/listing-write';
import type { AdminSponsoringPage } from '@/lib/schemas/sponsoring';
import { PAYMENT_LABELS, SPONSORING_STATE_LABELS } from './AdminSponsoringList';
import { AuditList } from './AuditList';
import { ReportedListingCard } from './ReportList';
import { UserActions } from './UserActions';
import { TrustSetting } from './TrustSetting';
import { ROLE_LABELS, displayName } from './UserList';

/** One user for an admin: identity and contact, listings in every state, the actions, and the audit. */
export function UserAdminPage({
  user,
  listings,
  totalListings,
  sponsorings,
  reports,
  audit,
}: {
  user: AdminUser;
  listings: AdminListingCard[];
  totalListings: number;
  sponsorings: AdminSponsoringPage;
  reports: ReportedListingPage;
  audit: AuditEntry[];
}) {
  return (
    <div className="space-y-6">
      <Link href="/compte/admin/utilisateurs" className="link text-sm">
        ← Utilisateurs
      </Link>
      <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="fiche-utilisateur">
        <h1 id="fiche-utilisateur" className="text-2xl font-extrabold">
          {displayName(user)}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Rôle</dt>
          <dd className="font-semibold">{ROLE_LABELS[user.role]}</dd>
          <dt className="text-muted">Nom</dt>
          <dd>
            {user.prenom} {user.nom}
          </dd>
          <dt className="text-muted">E-mail</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted">Téléphone</dt>
          <dd>{user.telephone ?? '—'}</dd>
          <dt className="text-muted">Ville</dt>
          <dd>{user.ville ?? '—'}</dd>
          <dt className="text-muted">Inscription</dt>
          <dd>
            {formatDateShort(user.date_ajout)} ({ageInWords(user.date_ajout)})
          </dd>
          {user.role === 'boutique' ? (
            <>
              <dt className="text-muted">Adresse</dt>
              <dd>{user.adresse ?? '—'}</dd>
              <dt className="text-muted">Page</dt>
              <dd>
                <Link className="link" href={shopUrl(user.idutilisateur)}>
                  Page de la boutique
                </Link>
              </dd>
            </>
          ) : null}
          <dt className="text-muted">Identifiant</dt>
          <dd className="font-mono text-xs">
            n° {user.idutilisateur} · {user.uid}
          </dd>
        </dl>
        {user.role === 'admin' ? null : <TrustSetting idutilisateur={user.idutilisateur} confiance={user.confiance} />}
        <UserActions user={{ idutilisateur: user.idutilisateur, role: user.role, nom: displayName(user) }} />
      </section>

      <UserSection id="annonces-utilisateur" title={`Annonces (${formatNumber(totalListings)})`} empty={listings.length === 0 ? 'Aucune annonce.' : null}>
        <ul className="card divide-y divide-line text-sm">
          {listings.map((listing) => (
            <li key={listingKey(listing)}>
              <Link
                href={`/compte/admin/moderation?etat=${listing.etat}&annonce=${listingKey(listing)}`}
                className="flex flex-col gap-0.5 p-3 hover:bg-canvas sm:flex-row sm:justify-between sm:gap-3"
              >
                <span className="min-w-0 truncate font-medium" dir="auto">
                  {listing.titre}
                </span>
                <span className="shrink-0 text-muted">
                  {formatPrice(listing.prix)} · {LISTING_STATE_LABELS[listing.etat]} · {formatDateShort(listing.date_ajout)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </UserSection>

      <UserSection
        id="sponsorings-utilisateur"
        title={`Sponsorings et paiements (${formatNumber(sponsorings.total)})`}
        empty={sponsorings.sponsorings.length === 0 ? 'Aucun sponsoring.' : null}
      >
        <ul className="card divide-y divide-line text-sm">
          {sponsorings.sponsorings.map((item) => (
            <li key={item.idsponsoring} className="flex flex-wrap justify-between gap-2 p-3">
              <span className="min-w-0 truncate font-medium" dir="auto">
                {item.titre}
              </span>
              <span className="text-muted">
                {item.pack ?? 'Pack retiré'} · {SPONSORING_STATE_LABELS[item.etat_sponsoring]} · du {formatDateShort(item.date_debut)} au{' '}
                {formatDateShort(item.date_fin)}
                {item.paiement
                  ? ` · paiement ${PAYMENT_LABELS[item.paiement.etat]} ${formatPrice(item.paiement.montant)} (${item.paiement.oid})`
                  : ' · aucun paiement'}
              </span>
            </li>
          ))}
        </ul>
      </UserSection>

      <UserSection
        id="signalements-utilisateur"
        title={`Signalements contre ses annonces (${formatNumber(reports.total)})`}
        empty={reports.annonces.length === 0 ? 'Aucune annonce signalée.' : null}
      >
        <ul className="space-y-3">
          {reports.annonces.map((group) => (
            <ReportedListingCard key={`${group.type_annonce}-${group.idannonce}`} group={group} />
          ))}
        </ul>
      </UserSection>

      <UserSection id="journal-utilisateur" title="Journal">
        <AuditList entries={audit} showObject={false} />
      </UserSection>
    </div>
  );
}

/** One part of the page: its heading and its list, or what says there is nothing. */
function UserSection({ id, title, empty, children }: { id: string; title: string; empty?: string | null; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {empty ? <p className="text-sm text-muted">{empty}</p> : children}
    </section>
  );
}
