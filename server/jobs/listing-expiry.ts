/**
 * Listings that stay fresh (server/db/queries/expiry.ts): an hourly scan expires the listings whose
 * time is up and queues, once per period, the notice seven days before: a push and a mail with a
 * one-click 'Prolonger' link (signed, works without signing in) and a reminder to mark it sold.
 */
import { localePath } from '@/lib/i18n/locales';
import type { ListingKind } from '@/lib/listing-types';
import { MY_LISTINGS_URL } from '@/lib/navigation';
import { listingDetailUrl } from '@/lib/routes';
import { signLink } from '../auth/signed-links';
import type { Db } from '../db/client';
import { dueExpiryNotices, expireListings, renewalSubject, renewalTarget, type ExpiredListing } from '../db/queries/expiry';
import { wantsMail } from '../db/queries/notifications';
import { countToday } from '../db/queries/daily-stats';
import { eq } from 'drizzle-orm';
import { utilisateur } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Notify } from '../push/deliver';
import { noticesIn } from '../notices/notices';
import { accountLocale } from '../db/queries/accounts';
import type { JobName, JobSender } from './names';

export interface ExpiryNoticeJob {
  kind: ListingKind;
  id: number;
  periode: string;
}

/** The page a renewal link opens (app/annonce/prolonger). */
export const renewalPath = (notice: ExpiryNoticeJob) =>
  `/annonce/prolonger?jeton=${signLink('prolonger', renewalSubject(notice.kind, notice.id, notice.periode))}`;

/** Expires what is due and queues the notices now due; answers both. */
export async function scanListingExpiry(
  db: Db,
  jobs: JobSender,
  noticeJob: JobName,
  now = new Date(),
): Promise<{ expired: ExpiredListing[]; notices: number }> {
  const expired = await expireListings(db, now);
  await countToday(db, 'annonces_expirees', expired.length, now);
  const due = await dueExpiryNotices(db, now);
  // Marked first, queued after, keyed by the period: a repeated scan never queues one twice.
  for (const notice of due) await jobs.send(noticeJob, { ...notice }, `${notice.kind}:${notice.id}:${notice.periode}`);
  return { expired, notices: due.length };
}

/** The notice itself, unless the listing was renewed, sold or taken down meanwhile. */
export async function sendExpiryNotice(db: Db, mailer: Mailer, notice: ExpiryNoticeJob, siteUrl: string, notify: Notify): Promise<boolean> {
  const target = await renewalTarget(db, notice.kind, notice.id);
  if (!target || target.etat !== 'publiee' || target.periode !== notice.periode || !target.expire) return false;
  const [owner] = await db.select().from(utilisateur).where(eq(utilisateur.idutilisateur, target.idutilisateur));
  if (!owner) return false;
  const renewPath = renewalPath(notice);
  const locale = accountLocale(owner.langue);
  const say = noticesIn(locale);
  await notify(owner.idutilisateur, say.expiringPush({ titre: target.titre, dateExpiration: target.expire, renewPath: localePath(locale, renewPath) }));
  if (!(await wantsMail(db, owner.idutilisateur, 'annonce_expiration'))) return true;
  const site = siteUrl.replace(/\/+$/, '');
  const expiring = say.expiring(target.titre, target.expire, {
    renew: `${site}${localePath(locale, renewPath)}`,
    mine: `${site}${localePath(locale, MY_LISTINGS_URL)}`,
    listing: `${site}${localePath(locale, listingDetailUrl(target.urlType, target.titre, notice.id))}`,
  });
  const lines = [say.hello(owner.prenom || owner.nom), '', expiring.body, '', expiring.renew, expiring.sold, '', expiring.listing, '', say.signature];
  await mailer.send({ to: owner.email, subject: expiring.subject, text: lines.join('\n').replace(/\u00a0|\u202f/g, ' ') });
  return true;
}
