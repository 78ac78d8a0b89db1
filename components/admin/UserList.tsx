import Link from 'next/link';
import { formatDateShort, formatNumber } from '@/lib/format';
import type { AdminUser, AdminUserPage } from '@/lib/schemas/admin';
import { adminListHref } from '@/lib/admin';
import { EmptyState } from '../ui/EmptyState';
import { AdminPager } from './AdminPager';

export const ROLE_LABELS: Record<AdminUser['role'], string> = { particulier: 'Particulier', boutique: 'Boutique', admin: 'Admin' };

const href = (type: AdminUser['role'] | null, q: string, page = 1, limit?: number) => adminListHref('/compte/admin/utilisateurs', { type, q, page, limit });

export const displayName = (user: Pick<AdminUser, 'nom' | 'prenom' | 'nom_entreprise'>) => user.nom_entreprise ?? `${user.prenom} ${user.nom}`.trim();

/** Users by role, searched by name, e-mail or phone; each opens its page. */
export function UserList({ users, type, q, limit }: { users: AdminUserPage; type: AdminUser['role'] | null; q: string; limit: number }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">
        Utilisateurs <span className="text-base font-semibold text-muted">({formatNumber(users.total)})</span>
      </h1>
      <form action="/compte/admin/utilisateurs" className="flex flex-wrap gap-2" role="search">
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <label className="sr-only" htmlFor="recherche-utilisateur">
          Rechercher un utilisateur
        </label>
        <input id="recherche-utilisateur" name="q" defaultValue={q} className="field max-w-sm flex-1" placeholder="Nom, e-mail ou téléphone" maxLength={100} />
        <button type="submit" className="btn-primary">
          Rechercher
        </button>
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Rôle">
        {([null, 'particulier', 'boutique', 'admin'] as const).map((role) => (
          <Link
            key={role ?? 'tous'}
            href={href(role, q, 1, limit)}
            aria-current={role === type ? 'true' : undefined}
            className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold ${role === type ? 'bg-brand text-white' : 'bg-white ring-1 ring-line hover:bg-canvas'}`}
          >
            {role ? `${ROLE_LABELS[role]}s` : 'Tous'}
          </Link>
        ))}
      </div>
      {users.utilisateurs.length === 0 ? (
        <EmptyState title="Aucun utilisateur">{q ? `Personne ne correspond à « ${q} ».` : 'Aucun utilisateur pour ce filtre.'}</EmptyState>
      ) : (
        <ul className="card divide-y divide-line">
          {users.utilisateurs.map((user) => (
            <li key={user.idutilisateur}>
              <Link
                href={`/compte/admin/utilisateurs/${user.idutilisateur}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 hover:bg-canvas"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{displayName(user)}</span>
                  <span className="block truncate text-sm text-muted">
                    {user.email}
                    {user.telephone ? ` · ${user.telephone}` : ''}
                  </span>
                </span>
                <span className="text-right text-sm text-muted">
                  <span className="block font-semibold text-ink">{ROLE_LABELS[user.role]}</span>
                  {formatNumber(user.annonces_publiees)} / {formatNumber(user.annonces)} annonces · inscrit le {formatDateShort(user.date_ajout)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={users.page} totalPages={users.totalPages} limit={limit} hrefFor={(page, size) => href(type, q, page, size)} />
    </div>
  );
}
