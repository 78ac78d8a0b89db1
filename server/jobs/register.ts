/**
 * The job queue of this server process: started at server start (instrumentation.ts) with its
 * workers unless JOBS=off, and the sender v1 hands work to. One pg-boss instance per process.
 */
import 'server-only';
import { publicConfig } from '@/lib/config';
import { appDatabase } from '../db/client';
import { env } from '../env';
import { logger } from '../log';
import { mailerFor } from '../mail/mailer';
import { fileStoreFor } from '../storage/files';
import { pushSenderFor } from '../push/sender';
import type { JobSender } from './names';
import { startJobQueue, type JobQueue } from './queue';

let shared: Promise<JobQueue> | undefined;

function processJobQueue(): Promise<JobQueue> {
  const config = env();
  if (!config.DATABASE_URL) return Promise.reject(new Error('DATABASE_URL is not set: no job queue'));
  shared ??= startJobQueue(
    config.DATABASE_URL,
    {
      db: appDatabase().db,
      files: fileStoreFor(),
      log: logger(),
      mailer: mailerFor(),
      push: pushSenderFor(),
      siteUrl: config.SITE_URL ?? publicConfig.siteUrl,
      salesEmail: config.SALES_EMAIL,
    },
    // `next build` loads the server too: no workers there.
    { workers: config.JOBS === 'on' && process.env.NEXT_PHASE !== 'phase-production-build' },
  ).catch((error: unknown) => {
    shared = undefined; // tried again on the next use
    throw error;
  });
  return shared;
}

export function registerJobs(): void {
  if (!env().DATABASE_URL || process.env.NEXT_PHASE === 'phase-production-build') return;
  processJobQueue()
    .then(() => logger().info({ workers: env().JOBS === 'on', mail: env().SMTP_URL ? 'smtp' : 'eml files' }, 'job queue: started'))
    .catch((error: unknown) => logger().error({ err: error }, 'job queue: not started; the site works without it'));
}

/** v1's way to queue work in this process. */
export const processJobSender: JobSender = {
  async send(name, data, key) {
    await (await processJobQueue()).send(name, data, key);
  },
};
