/** Called once at server start (instrumentation.ts): the job queue's workers, unless JOBS=off. */
import 'server-only';
import { appDatabase } from '../db/client';
import { env } from '../env';
import { logger } from '../log';
import { fileStoreFor } from '../storage/files';
import { startJobQueue } from './queue';

export function registerJobs(): void {
  const { DATABASE_URL, JOBS } = env();
  // `next build` loads the server too: no workers there.
  if (JOBS === 'off' || !DATABASE_URL || process.env.NEXT_PHASE === 'phase-production-build') return;
  startJobQueue(DATABASE_URL, { db: appDatabase().db, files: fileStoreFor(), log: logger() })
    // No stop on exit: a job cut off mid-way is picked up again once it expires.
    .then(() => logger().info('job queue: started'))
    .catch((error: unknown) => logger().error({ err: error }, 'job queue: not started; the site works without it'));
}
