import type { BackupStatus } from '@/lib/schemas/admin';
import { formatDateTime, formatNumber } from '@/lib/format';

const megabytes = (bytes: number) => `${formatNumber(Math.round(bytes / 1e5) / 10)} Mo`;
const age = (hours: number) =>
  hours < 1 ? `${Math.max(1, Math.round(hours * 60))} min` : hours < 48 ? `${Math.floor(hours)} h` : `${Math.floor(hours / 24)} jours`;

/** The backups on the dashboard: what is wrong first, then the last backup, WAL archiving and the last restore test. */
export function BackupPanel({ status }: { status: BackupStatus }) {
  if (!status.actives) {
    return (
      <div className="card p-4 text-sm text-muted md:col-span-2">
        Le site ne prend pas de sauvegardes : BACKUPS=off, ou une base externe (DATABASE_URL) que son hébergeur sauvegarde. Voir docs/operations.md.
      </div>
    );
  }
  const { derniere, archivage, testRestauration } = status;
  return (
    <>
      {status.alertes.length > 0 && (
        <div role="status" className="card border-l-4 border-brand p-4 md:col-span-2">
          <p className="font-semibold text-brand">À vérifier</p>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
            {status.alertes.map((alerte) => (
              <li key={alerte}>{alerte}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 p-4 text-sm">
        <dt className="text-muted">Dernière sauvegarde</dt>
        <dd className="font-semibold">{derniere ? `il y a ${age(derniere.ageHeures)}` : 'aucune'}</dd>
        {derniere && (
          <>
            <dt className="text-muted">Terminée le</dt>
            <dd>{formatDateTime(derniere.terminee)}</dd>
            <dt className="text-muted">Taille</dt>
            <dd>
              {megabytes(derniere.taille)} ({megabytes(derniere.donnees)} de données), {formatNumber(derniere.photos)} photos
            </dd>
          </>
        )}
        <dt className="text-muted">Gardées</dt>
        <dd>{formatNumber(status.nombre)}</dd>
        <dt className="text-muted">Emplacement</dt>
        <dd className="break-all">{status.emplacement}</dd>
      </dl>
      <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 p-4 text-sm">
        <dt className="text-muted">WAL archivé</dt>
        <dd className="font-semibold">{archivage?.dernierSegment ? formatDateTime(archivage.dernierSegment) : archivage ? 'pas encore' : 'désactivé'}</dd>
        {archivage?.enAttente !== null && archivage?.enAttente !== undefined && (
          <>
            <dt className="text-muted">En attente</dt>
            <dd>{formatNumber(archivage.enAttente)} segment(s)</dd>
          </>
        )}
        <dt className="text-muted">Test de restauration</dt>
        <dd className={`font-semibold ${testRestauration && !testRestauration.ok ? 'text-brand' : ''}`}>
          {testRestauration ? `${testRestauration.ok ? 'réussi' : 'échoué'} le ${formatDateTime(testRestauration.date)}` : 'pas encore'}
        </dd>
        {testRestauration?.ok && (
          <>
            <dt className="text-muted">Restauré</dt>
            <dd>
              {formatNumber(testRestauration.annonces ?? 0)} annonces, {formatNumber(testRestauration.utilisateurs ?? 0)} utilisateurs en{' '}
              {formatNumber(Math.round(testRestauration.secondes))} s
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
