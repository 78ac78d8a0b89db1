/**
 * Which base backups are kept: the last of each of the latest `daily` days, and the last of each
 * of the latest `weekly` weeks (weeks from Monday, UTC), the newest always. The WAL older than
 * the oldest kept backup and the photos no kept backup lists go with the others.
 */
import { baseKey, listBackups, walBefore, WAL_PREFIX, type BackupManifest } from './catalogue';
import { photosNoLongerListed } from './photos';
import type { BackupStore } from './store';

export interface Retention {
  daily: number;
  weekly: number;
}

const dayOf = (manifest: BackupManifest) => manifest.started.slice(0, 10);
function weekOf(manifest: BackupManifest): string {
  const date = new Date(`${dayOf(manifest)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The labels of the backups to keep, from `backups` (any order). */
export function backupsToKeep(backups: BackupManifest[], retention: Retention): Set<string> {
  const newestFirst = [...backups].sort((a, b) => (a.started < b.started ? 1 : -1));
  const keep = new Set<string>();
  const lastOf = (period: (manifest: BackupManifest) => string, count: number) => {
    const seen = new Set<string>();
    for (const manifest of newestFirst) {
      const key = period(manifest);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(manifest.label);
    }
  };
  lastOf(dayOf, retention.daily);
  lastOf(weekOf, retention.weekly);
  if (newestFirst[0]) keep.add(newestFirst[0].label);
  return keep;
}

export interface Pruned {
  backups: string[];
  walFiles: number;
  photos: number;
}

/** Deletes what retention no longer keeps. */
export async function pruneBackups(store: BackupStore, retention: Retention): Promise<Pruned> {
  const backups = await listBackups(store);
  if (backups.length === 0) return { backups: [], walFiles: 0, photos: 0 };
  const keep = backupsToKeep(backups, retention);
  const dropped = backups.filter((manifest) => !keep.has(manifest.label));
  for (const manifest of dropped) {
    // The manifest first: a backup half deleted is no longer listed as one.
    await store.remove(`${baseKey(manifest.label)}manifest.json`);
    for (const file of await store.list(baseKey(manifest.label))) await store.remove(file.key);
  }
  const kept = backups.filter((manifest) => keep.has(manifest.label));
  const oldest = kept[0]!;
  let walFiles = 0;
  for (const file of await store.list(WAL_PREFIX)) {
    const name = file.key.slice(WAL_PREFIX.length);
    // Timeline histories are tiny and every later restore may need them.
    if (name.includes('.history')) continue;
    if (walBefore(name.slice(0, 24), oldest.startWal)) {
      await store.remove(file.key);
      walFiles++;
    }
  }
  const listings = await Promise.all(kept.map(async (manifest) => (await store.getText(`${baseKey(manifest.label)}photos.txt`)) ?? ''));
  const photos = await photosNoLongerListed(store, listings, new Date(kept[kept.length - 1]!.started));
  for (const key of photos) await store.remove(key);
  return { backups: dropped.map((manifest) => manifest.label), walFiles, photos: photos.length };
}
