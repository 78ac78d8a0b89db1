/**
 * The job queue: work done outside requests (cleanups now; e-mails, push notifications and
 * payment follow-ups later), in PostgreSQL with pg-boss, so that several app instances share it
 * and each job runs once. 10.x: the last line that runs on Node 20.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { FileStore } from '../storage/files';
import type { PushContent } from '@/lib/push/messages';
import type { Mailer } from '../mail/mailer';
import { deliverGuestPush, deliverPush, type Notify, type PushRecipient } from '../push/deliver';
import type { PushSender } from '../push/sender';
import { sendPaymentConfirmation, sendSponsoringQuestion } from './payment-mail';
import { removeUnusedPhotos } from './photo-cleanup';
import { fingerprintOldPhotos } from './photo-fingerprints';
import { queueEndingNotices, sendEndingNotice } from './sponsoring-ending';
import { sendModerationNotice, type ModerationNotice } from './listing-mail';
import { JOBS, type JobName, type JobSender } from './names';
import { onFavouriteHeld, onListingPublished, sendAlertDigests } from './alerts';
import type { ListingKind } from '@/lib/listing-types';
import { scanListingExpiry, sendExpiryNotice, type ExpiryNoticeJob } from './listing-expiry';
import { refreshSearchViews } from '../db/queries/search';

export interface JobServices {
  db: Db;
  files: FileStore;
  log: Logger;
  mailer: Mailer;
  push: PushSender;
  /** public address of the site, for links in mails */
  siteUrl: string;
  /** the sales team's address (SALES_EMAIL) */
  salesEmail: string;
}

export interface JobQueue extends JobSender {
  stop(): Promise<void>;
}

/** A push job's data: for a user or for a guest's devices. */
type PushJob = ({ idutilisateur: number } | { guestId: string }) & { content: PushContent };
const pushJob = (to: PushRecipient, content: PushContent): PushJob =>
  typeof to === 'number' ? { idutilisateur: to, content } : { guestId: to.guestId, content };
const recipientKey = (to: PushRecipient) => (typeof to === 'number' ? String(to) : `invite:${to.guestId}`);

/** A UUID made from a key: the same key gives the same job id, which the queue keeps only once. */
function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The queue; with `workers`, this process also runs the jobs (JOBS=on), else it only sends them. */
export async function startJobQueue(databaseUrl: string, services: JobServices, options: { workers?: boolean } = {}): Promise<JobQueue> {
  const workers = options.workers ?? true;
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, application_name: 'motomaroc-jobs', supervise: workers, schedule: workers });
  boss.on('error', (error) => services.log.error({ err: error }, 'job queue'));
  await boss.start();
  for (const name of Object.values(JOBS)) await boss.createQueue(name);
  const sender: JobSender = {
    async send(name, data = {}, key, reqId) {
      await boss.send(name, reqId ? { ...data, reqId } : data, {
        retryLimit: 5,
        retryDelay: 60,
        retryBackoff: true,
        ...(key ? { id: jobId(`${name}:${key}`) } : {}),
      });
    },
  };
  /**
   * Runs `handler` on each batch of `name`, with one log line per batch: the jobs' ids, the
   * requests that queued them (reqId), how long it took, or why it failed (pg-boss retries it).
   */
  const work = <T extends object>(name: JobName, handler: (jobs: PgBoss.Job<T>[]) => Promise<void>) =>
    boss.work<T>(name, async (jobs) => {
      const started = performance.now();
      const line = {
        job: name,
        ids: jobs.map((job) => job.id),
        reqIds: jobs.flatMap((job) => ((job.data as { reqId?: unknown }).reqId ? [String((job.data as { reqId?: unknown }).reqId)] : [])),
      };
      try {
        await handler(jobs);
      } catch (error) {
        // The error's kind only: a mail server's message may name the recipient (pg-boss keeps the whole error with the job).
        const { name: kind, code } = error as { name?: string; code?: string };
        services.log.warn({ ...line, error: kind, code, ms: Math.round(performance.now() - started) }, 'job failed');
        throw error;
      }
      services.log.info({ ...line, ms: Math.round(performance.now() - started) }, 'job');
    });
  /** The push of a mail job: keyed by that job, so that the job's retries queue it once. */
  const notifyFrom =
    (parent: { id: string }): Notify =>
    (to, content) =>
      sender.send(JOBS.push, pushJob(to, content), `${parent.id}:${content.kind}`);
  if (workers) {
    await boss.schedule(JOBS.unusedPhotos, '17 * * * *', {}, { tz: 'Africa/Casablanca' });
    await work(JOBS.unusedPhotos, async () => {
      await removeUnusedPhotos(services.db, services.files, services.log);
    });
    await boss.schedule(JOBS.oldPhotoFingerprints, '41 3 * * *', {}, { tz: 'Africa/Casablanca' });
    await work(JOBS.oldPhotoFingerprints, async () => {
      await fingerprintOldPhotos(services.db, services.files, services.log);
    });
    // Once per start as well (keyed by the hour, so that instances starting together queue it once).
    await sender.send(JOBS.oldPhotoFingerprints, {}, `start:${new Date().toISOString().slice(0, 13)}`);
    await work<{ oid: string }>(JOBS.paymentConfirmation, async (jobs) => {
      // A failure throws: pg-boss retries the job later.
      for (const job of jobs) await sendPaymentConfirmation(services.db, services.mailer, job.data.oid, services.siteUrl, notifyFrom(job));
    });
    await work<{ email: string; subject: string; message: string }>(JOBS.sponsoringQuestion, async (jobs) => {
      for (const job of jobs) await sendSponsoringQuestion(services.mailer, services.salesEmail, job.data);
    });
    await boss.schedule(JOBS.sponsoringEndingScan, '*/30 * * * *', {}, { tz: 'Africa/Casablanca' });
    await work(JOBS.sponsoringEndingScan, async () => {
      const queued = await queueEndingNotices(services.db, sender, JOBS.sponsoringEndingMail);
      if (queued > 0) services.log.info({ queued }, 'sponsoring end notices queued');
    });
    await work<{ idsponsoring: number }>(JOBS.sponsoringEndingMail, async (jobs) => {
      for (const job of jobs) await sendEndingNotice(services.db, services.mailer, job.data.idsponsoring, services.siteUrl, notifyFrom(job));
    });
    // A listing published, changed or gone shows in the search's suggestions and typo corrections
    // within 5 minutes (its words themselves are searchable at once).
    await boss.schedule(JOBS.searchRefresh, '*/5 * * * *', {}, { tz: 'Africa/Casablanca' });
    await work(JOBS.searchRefresh, async () => {
      await refreshSearchViews(services.db);
    });
    await boss.schedule(JOBS.listingExpiryScan, '7 * * * *', {}, { tz: 'Africa/Casablanca' });
    await work(JOBS.listingExpiryScan, async () => {
      const { expired, notices } = await scanListingExpiry(services.db, sender, JOBS.listingExpiryNotice);
      if (expired.length + notices > 0) services.log.info({ expired: expired.length, notices }, 'listing expiry');
    });
    await work<ExpiryNoticeJob>(JOBS.listingExpiryNotice, async (jobs) => {
      for (const job of jobs) await sendExpiryNotice(services.db, services.mailer, job.data, services.siteUrl, notifyFrom(job));
    });
    await work<{ kind: ListingKind; id: number }>(JOBS.listingPublished, async (jobs) => {
      for (const job of jobs) {
        // One push per person: keyed by this job and its recipient, so that its retries queue each once.
        const notify: Notify = (to, content) => sender.send(JOBS.push, pushJob(to, content), `${job.id}:${recipientKey(to)}:${content.kind}`);
        const told = await onListingPublished(services.db, job.data.kind, job.data.id, notify);
        if (told.alertes + told.baisses > 0) services.log.info({ ...job.data, ...told }, 'listing published: alerts and followers');
      }
    });
    await work<{ kind: ListingKind; id: number; titre: string }>(JOBS.heldFavourite, async (jobs) => {
      for (const job of jobs) {
        const notify: Notify = (to, content) => sender.send(JOBS.push, pushJob(to, content), `${job.id}:${recipientKey(to)}:${content.kind}`);
        const told = await onFavouriteHeld(services.db, job.data.kind, job.data.id, job.data.titre, notify);
        if (told > 0) services.log.info({ ...job.data, told }, 'held listing: followers told');
      }
    });
    await boss.schedule(JOBS.alertDigests, '0 8 * * *', {}, { tz: 'Africa/Casablanca' });
    await work(JOBS.alertDigests, async () => {
      const written = await sendAlertDigests(services.db, services.mailer, services.siteUrl);
      services.log.info({ written }, 'alert digests');
    });
    await work<ModerationNotice>(JOBS.moderationNotice, async (jobs) => {
      for (const job of jobs) await sendModerationNotice(services.db, services.mailer, job.data, services.siteUrl, notifyFrom(job));
    });
    await boss.work<PushJob>(JOBS.push, { includeMetadata: true }, async (jobs) => {
      for (const job of jobs) {
        const { content } = job.data;
        const options = { lastAttempt: job.retryCount >= job.retryLimit };
        const status =
          'guestId' in job.data
            ? await deliverGuestPush(services.db, services.push, job.data.guestId, content, services.siteUrl, options)
            : await deliverPush(services.db, services.push, job.data.idutilisateur, content, services.siteUrl, options);
        services.log.debug({ guest: 'guestId' in job.data, kind: content.kind, status }, 'push');
      }
    });
  }
  return {
    send: sender.send,
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
