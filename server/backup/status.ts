/**
 * How the backups are doing, for the back office and the metrics: read from the backup store (the
 * database would only know what it knew at its own backup's time) and from PostgreSQL's archiver.
 */
import { sql } from 'drizzle-orm';
import type { BackupStatus } from '@/lib/schemas/admin';
import type { Db } from '../db/client';
import { listBackups, listRestoreTests } from './catalogue';
import type { BackupStore } from './store';
import { archiverStatus } from './wal';

/** A daily backup may take a while at its hour: a day and an hour without one is late. */
export const BACKUP_LATE_HOURS = 25;
/** A segment finished this long ago and not archived: archiving has stopped. */
export const ARCHIVE_STUCK_MINUTES = 5;
/** The weekly restore test, a day late. */
export const RESTORE_TEST_LATE_DAYS = 8;

const HOUR = 3_600_000;

/** The status; `store` null when this site takes no backups. */
export async function backupStatus(db: Db, store: BackupStore | null, now = Date.now()): Promise<BackupStatus> {
  if (!store) {
    return { actives: false, emplacement: null, nombre: 0, derniere: null, archivage: null, testRestauration: null, alertes: [] };
  }
  const [backups, tests, wal] = await Promise.all([
    listBackups(store),
    listRestoreTests(store),
    archiverStatus({ query: (text: string) => db.execute(sql.raw(text)) }),
  ]);
  const last = backups[backups.length - 1];
  const test = tests[tests.length - 1];
  const alertes: string[] = [];
  const ageHeures = last ? (now - new Date(last.finished).getTime()) / HOUR : null;
  if (!last) alertes.push('Aucune sauvegarde n’a encore été faite.');
  else if (ageHeures! > BACKUP_LATE_HOURS) alertes.push(`La dernière sauvegarde date de plus d’un jour (${Math.floor(ageHeures!)} h).`);
  if (wal.mode === 'off')
    alertes.push('L’archivage des WAL est désactivé sur le serveur PostgreSQL : les écritures depuis la dernière sauvegarde seraient perdues.');
  else {
    const failing = wal.lastFailedAt && (!wal.lastArchivedAt || wal.lastFailedAt > wal.lastArchivedAt);
    const stuck = wal.oldestWaitingAt && now - wal.oldestWaitingAt.getTime() > ARCHIVE_STUCK_MINUTES * 60_000;
    if (failing || stuck) {
      alertes.push(
        `L’archivage des WAL est arrêté${wal.waiting ? ` : ${wal.waiting} segment(s) attendent` : ''}${failing ? `, dernier échec ${wal.lastFailedAt!.toISOString()}` : ''}.`,
      );
    }
  }
  if (test && !test.ok) alertes.push(`Le dernier test de restauration (${test.label}) a échoué : ${test.error ?? 'sans message'}.`);
  else if (last && (!test || now - new Date(test.at).getTime() > RESTORE_TEST_LATE_DAYS * 24 * HOUR)) {
    alertes.push(`Aucun test de restauration réussi depuis plus de ${RESTORE_TEST_LATE_DAYS} jours.`);
  }
  return {
    actives: true,
    emplacement: store.where,
    nombre: backups.length,
    derniere: last
      ? { nom: last.label, terminee: last.finished, ageHeures: ageHeures!, taille: last.archiveBytes, donnees: last.dataBytes, photos: last.photos }
      : null,
    archivage:
      wal.mode === 'off'
        ? null
        : { dernierSegment: wal.lastArchivedAt?.toISOString() ?? null, dernierEchec: wal.lastFailedAt?.toISOString() ?? null, enAttente: wal.waiting },
    testRestauration: test
      ? {
          date: test.at,
          nom: test.label,
          ok: test.ok,
          secondes: test.seconds,
          annonces: test.listings ?? null,
          utilisateurs: test.users ?? null,
          erreur: test.error ?? null,
        }
      : null,
    alertes,
  };
}
