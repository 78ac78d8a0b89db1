import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, baseKey, labelOf, type BackupManifest } from './catalogue';
import { backupsToKeep, pruneBackups } from './retention';
import { localBackupStore } from './store';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-retention-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A backup started at `iso`, its first WAL segment numbered `segment`. */
function manifest(iso: string, segment: number): BackupManifest {
  const startWal = `00000001${segment.toString(16).toUpperCase().padStart(16, '0')}`;
  const started = new Date(iso);
  return {
    format: BACKUP_FORMAT,
    label: labelOf(started),
    started: started.toISOString(),
    finished: new Date(started.getTime() + 60_000).toISOString(),
    serverVersion: '18.4',
    startLsn: '0/1000028',
    startWal,
    stopLsn: '0/1000100',
    stopWal: startWal,
    dataBytes: 10,
    archiveBytes: 5,
    sha256: 'x',
    photos: 0,
    photoBytes: 0,
  };
}

/** A backup at 03:00 UTC on each of `days` days from 2026-10-01. */
const daily = (days: number) => Array.from({ length: days }, (_, i) => manifest(new Date(Date.UTC(2026, 9, 1 + i, 3)).toISOString(), i + 1));

describe('which backups are kept', () => {
  it('the last of each of the 7 latest days and of the 4 latest weeks (from Monday), newest always', () => {
    const backups = daily(60);
    const kept = [...backupsToKeep(backups, { daily: 7, weekly: 4 })].sort();
    // 2026-11-29 (a Sunday) is the newest: its week from Monday 23 is covered by the dailies, then the Sundays before.
    expect(kept).toEqual([
      '20261108T030000Z',
      '20261115T030000Z',
      '20261122T030000Z',
      '20261123T030000Z',
      '20261124T030000Z',
      '20261125T030000Z',
      '20261126T030000Z',
      '20261127T030000Z',
      '20261128T030000Z',
      '20261129T030000Z',
    ]);
  });

  it('of two backups in a day, the later; with no weekly ones, only the days', () => {
    const backups = [manifest('2026-11-27T03:00:00Z', 1), manifest('2026-11-27T15:00:00Z', 2), manifest('2026-11-28T03:00:00Z', 3)];
    expect([...backupsToKeep(backups, { daily: 7, weekly: 0 })].sort()).toEqual(['20261127T150000Z', '20261128T030000Z']);
    expect([...backupsToKeep(backups, { daily: 1, weekly: 0 })]).toEqual(['20261128T030000Z']);
  });
});

describe('pruning', () => {
  it('deletes the backups not kept, the WAL older than the oldest kept, and photos no kept backup lists; keeps timeline histories', async () => {
    const store = localBackupStore(folder);
    const backups = daily(3);
    for (const [i, backup] of backups.entries()) {
      await store.putText(`${baseKey(backup.label)}data.tar.gz`, 'archive');
      await store.putText(`${baseKey(backup.label)}photos.txt`, i === 0 ? 'photos/old.webp\t3\n' : 'photos/kept.webp\t3\n');
      await store.putText(`${baseKey(backup.label)}manifest.json`, JSON.stringify(backup));
    }
    for (const segment of [1, 2, 3, 4]) await store.putText(`wal/00000001${segment.toString(16).padStart(16, '0')}.gz`, 'wal');
    await store.putText('wal/00000002.history.gz', 'history');
    await store.putText('uploads/photos/old.webp', 'old');
    await store.putText('uploads/photos/kept.webp', 'new');
    // Written "now", after the newest backup: a photo copied since, for the next backup.
    await store.putText('uploads/photos/since.webp', 'new');
    const past = new Date('2026-10-01T00:00:00Z');
    for (const key of ['uploads/photos/old.webp', 'uploads/photos/kept.webp']) fs.utimesSync(path.join(folder, key), past, past);

    const pruned = await pruneBackups(store, { daily: 2, weekly: 0 });
    expect(pruned).toEqual({ backups: [backups[0]!.label], walFiles: 1, photos: 1 });
    const left = [...(await store.list('base/')), ...(await store.list('uploads/')), ...(await store.list('wal/'))];
    expect(left.map((file) => file.key)).toEqual([
      `${baseKey(backups[1]!.label)}data.tar.gz`,
      `${baseKey(backups[1]!.label)}manifest.json`,
      `${baseKey(backups[1]!.label)}photos.txt`,
      `${baseKey(backups[2]!.label)}data.tar.gz`,
      `${baseKey(backups[2]!.label)}manifest.json`,
      `${baseKey(backups[2]!.label)}photos.txt`,
      'uploads/photos/kept.webp',
      'uploads/photos/since.webp',
      'wal/000000010000000000000002.gz',
      'wal/000000010000000000000003.gz',
      'wal/000000010000000000000004.gz',
      'wal/00000002.history.gz',
    ]);
  });
});
