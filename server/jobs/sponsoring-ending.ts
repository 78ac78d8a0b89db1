/**
 * The notice the day before a sponsoring ends: a scan (every half hour) finds the running
 * sponsorings whose end is within 24 hours and not yet announced, and queues one mail each. The
 * mail's key is the sponsoring and its end, so a repeated scan never sends it twice, and new
 * dates (an admin's extension) make a new notice due.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import { ADS_URL } from '@/lib/navigation';
import { listingDetailUrl } from '@/lib/routes';
import type { Db } from '../db/client';
import { accountLanguage } from '../db/queries/accounts';
import { wantsMail } from '../db/queries/notifications';
import { sponsoringForJob } from '../db/queries/sponsoring-lists';
import { sponsoring } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { noticesIn } from '../notices/notices';
import type { Notify } from '../push/deliver';
import type { JobName, JobSender } from './names';

export const ENDING_NOTICE_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Queues the notices now due; answers how many. */
export async function queueEndingNotices(db: Db, jobs: JobSender, mailJob: JobName, now = new Date()): Promise<number> {
  const ends = sql`(${sponsoring.date_debut} + ${sponsoring.nbr_jour} * interval '1 day')`;
  const due = await db
    .select({ idsponsoring: sponsoring.idsponsoring, fin: sql<string>`${ends}::text` })
    .from(sponsoring)
    .where(
      and(
        eq(sponsoring.etat_sponsoring, 'active'),
        isNull(sponsoring.avis_fin_le),
        sql`${ends} > ${now.toISOString()}::timestamptz and ${ends} <= ${new Date(now.getTime() + ENDING_NOTICE_AHEAD_MS).toISOString()}::timestamptz`,
      ),
    );
  // Queued first, marked after: a crash in between queues the same keyed mail again, which the queue ignores.
  for (const row of due) await jobs.send(mailJob, { idsponsoring: row.idsponsoring }, `${row.idsponsoring}:${row.fin}`);
  if (due.length > 0) {
    await db
      .update(sponsoring)
      .set({ avis_fin_le: now })
      .where(
        inArray(
          sponsoring.idsponsoring,
          due.map((row) => row.idsponsoring),
        ),
      );
  }
  return due.length;
}

/** The notice itself, in the owner's language, unless the sponsoring stopped meanwhile. */
export async function sendEndingNotice(db: Db, mailer: Mailer, idsponsoring: number, siteUrl: string, notify: Notify): Promise<boolean> {
  const detail = await sponsoringForJob(db, idsponsoring);
  if (!detail || detail.etat_sponsoring !== 'active') return false;
  const locale = await accountLanguage(db, detail.acheteur.idutilisateur);
  const say = noticesIn(locale);
  await notify(detail.acheteur.idutilisateur, say.sponsoringEndingPush({ titre: detail.titre, dateFin: detail.date_fin }));
  if (!(await wantsMail(db, detail.acheteur.idutilisateur, 'sponsoring_fin'))) return true;
  const site = siteUrl.replace(/\/+$/, '');
  const notice = say.sponsoringEnding(detail.titre, detail.date_fin, detail.reach, `${site}${localePath(locale, ADS_URL)}`);
  const lines = [
    say.hello(detail.acheteur.nom),
    '',
    notice.body,
    notice.reach,
    '',
    notice.renew,
    say.yourListing(`${site}${localePath(locale, listingDetailUrl(detail.urlType, detail.titre, detail.idannonce1))}`),
    '',
    say.signature,
  ];
  await mailer.send({ to: detail.acheteur.email, subject: notice.subject, text: lines.join('\n').replace(/\u00a0|\u202f/g, ' ') });
  return true;
}
