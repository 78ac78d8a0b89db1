/**
 * The job queue: work done outside requests (cleanups now; e-mails, push notifications and
 * payment follow-ups later), in PostgreSQL with pg-boss, so that several app instances share it
 * and each job runs once. 10.x: the last line that runs on Node 20.
 */
import 'server-only';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { FileStore } from '../storage/files';
import { removeUnusedPhotos } from './photo-cleanup';

export const JOBS = {
  /** hourly: uploads no listing took within a day */
  unusedPhotos: 'photos-inutilisees',
} as const;

export interface JobServices {
  db: Db;
  files: FileStore;
  log: Logger;
}

export interface JobQueue {
  /** Queues a job now (tests and admins; the schedules queue the rest). */
  send(name: (typeof JOBS)[keyof typeof JOBS]): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(databaseUrl: string, services: JobServices): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, application_name: 'motomaroc-jobs' });
  boss.on('error', (error) => services.log.error({ err: error }, 'job queue'));
  await boss.start();
  await boss.createQueue(JOBS.unusedPhotos);
  await boss.schedule(JOBS.unusedPhotos, '17 * * * *', {}, { tz: 'Africa/Casablanca' });
  await boss.work(JOBS.unusedPhotos, async () => {
    await removeUnusedPhotos(services.db, services.files, services.log);
  });
  return {
    async send(name) {
      await boss.send(name, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
