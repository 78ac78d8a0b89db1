/**
 * What a listing's publication sets off for buyers, and the morning digest:
 * - a listing published (after moderation): the alerts it matches keep it; instant ones push it
 *   to their owner at once; followers of a favourite whose price went down get a push (a guest
 *   on its devices), and those with an account a line in their next digest;
 * - at 8:00 (Africa/Casablanca), each daily alert with something new sends one mail, with a
 *   one-click unsubscribe (a signed link, and the List-Unsubscribe headers). An alert that found
 *   nothing new sends nothing; none sends twice in a day.
 */
import { sql } from 'drizzle-orm';
import type { EquipmentType, ListingKind } from '@/lib/listing-types';
import { urlTypeOfEquipment } from '@/lib/listing-types';
import { wants } from '@/lib/push/messages';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ALERTS_URL, FAVOURITES_URL } from '@/lib/navigation';
import { listingDetailUrl } from '@/lib/routes';
import { signLink } from '../auth/signed-links';
import type { Db } from '../db/client';
import { matchListing } from '../db/queries/alerts';
import { listingAvailability } from '../db/queries/expiry';
import { listingFollowers, priceDropFollowers } from '../db/queries/favourites';
import { countToday } from '../db/queries/daily-stats';
import type { Mailer } from '../mail/mailer';
import type { Notify } from '../push/deliver';
import { accountLocale, accountLocales } from '../db/queries/accounts';
import { noticesIn } from '../notices/notices';

/**
 * Through here a click from an alert is counted, then the listing opens (app/alertes/ouvrir): the
 * link's signed token names the alert and the listing, so that only links we sent count, each
 * listing once per recipient.
 */
export const alertOpenPath = (idalerte: number, kind: ListingKind, idannonce: number, listingPath: string) =>
  `/alertes/ouvrir/${signLink('ouvrir', `${idalerte}.${kind}.${idannonce}`)}?vers=${encodeURIComponent(listingPath)}`;

/** How long an unsubscribe link works: long after its mail is read, not for ever. */
const UNSUBSCRIBE_LINK_DAYS = 60;
/** The alert in the version it had when the mail went (alerte.version): turned back on since, the link stops nothing. */
const unsubscribeToken = (alert: { idalerte: number; version: number }, now: Date) =>
  signLink('desabonner', `${alert.idalerte}.${alert.version}`, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000));
export const unsubscribePath = (alert: { idalerte: number; version: number }, now = new Date()) => `/alertes/desabonner?jeton=${unsubscribeToken(alert, now)}`;
export const oneClickUnsubscribePath = (alert: { idalerte: number; version: number }, now = new Date()) =>
  `/alertes/desabonner/confirmer?jeton=${unsubscribeToken(alert, now)}`;

async function publishedListing(db: Db, kind: ListingKind, id: number) {
  const listing = await listingAvailability(db, kind, id);
  return listing?.etat === 'publiee' ? { ...listing, path: listingDetailUrl(listing.type, listing.titre, id) } : null;
}

/** Answers how many alerts it matched and how many followers were told of a lower price. */
export async function onListingPublished(db: Db, kind: ListingKind, id: number, notify: Notify): Promise<{ alertes: number; baisses: number }> {
  const listing = await publishedListing(db, kind, id);
  if (!listing) return { alertes: 0, baisses: 0 };
  const matches = await matchListing(db, kind, id);
  const drops = await priceDropFollowers(db, kind, id);
  // Each is told in their account's language, with the listing's page in it (a guest: the language it hearted the listing in).
  const locales = await accountLocales(db, [
    ...matches.filter((match) => match.frequence === 'instant').map((match) => match.idutilisateur),
    ...drops.flatMap(({ follower }) => ('idutilisateur' in follower ? [follower.idutilisateur] : [])),
  ]);
  const localeOf = (idutilisateur: number): Locale => locales.get(idutilisateur) ?? 'fr';
  // One push per person and listing, even when several of their instant alerts match it.
  const told = new Set<number>();
  for (const match of matches) {
    if (match.frequence !== 'instant' || told.has(match.idutilisateur)) continue;
    told.add(match.idutilisateur);
    const locale = localeOf(match.idutilisateur);
    const path = alertOpenPath(match.idalerte, kind, id, localePath(locale, listing.path));
    await notify(match.idutilisateur, noticesIn(locale).alertMatchPush({ nom: match.nom, titre: listing.titre, prix: listing.prix, path }));
  }
  await countToday(db, 'alertes_envoyees', told.size);
  for (const { follower, avant, apres } of drops) {
    const locale = 'guestId' in follower ? follower.langue : localeOf(follower.idutilisateur);
    const content = noticesIn(locale).priceDropPush({ titre: listing.titre, avant, apres, path: localePath(locale, listing.path) });
    if ('guestId' in follower) {
      // A guest has no mail: the push to its devices, and /favoris showing the drop.
      await notify({ guestId: follower.guestId }, content);
      continue;
    }
    await notify(follower.idutilisateur, content);
    // And a line in the next digest of their oldest daily alert, if they have one.
    await db.execute(sql`
      insert into alerte_annonce (idalerte, type_annonce, idannonce, ancien_prix)
      select idalerte, ${kind}, ${id}, ${avant} from alerte
      where idutilisateur = ${follower.idutilisateur} and active and frequence = 'quotidien' order by date_ajout limit 1
      on conflict (idalerte, type_annonce, idannonce) do update set ancien_prix = excluded.ancien_prix, envoye = false`);
  }
  return { alertes: matches.length, baisses: drops.length };
}

type DigestRow = {
  idalerte: number;
  version: number;
  /** its new finds still online (the rows are a few of them) */
  nouvelles: number;
  nom: string;
  email: string;
  prenom: string;
  notifications_off: string[];
  langue: string;
  type_annonce: ListingKind;
  idannonce: number;
  ancien_prix: number | null;
  titre: string | null;
  prix: number | null;
  ville: string | null;
  type_equipement: EquipmentType | null;
};

const DIGEST_BATCH = 500;
/** listings named in one mail; the others are counted */
const DIGEST_LISTINGS = 10;
/** "one mail a day": a digest sent less than this long ago waits for tomorrow */
const DIGEST_GAP = '20 hours';

function digestMail(siteUrl: string, rows: DigestRow[], now: Date) {
  const { idalerte, version, nom, prenom } = rows[0]!;
  const locale = accountLocale(rows[0]!.langue);
  const say = noticesIn(locale);
  const fresh = rows.filter((row) => row.ancien_prix === null);
  const total = rows[0]!.nouvelles;
  const drops = rows.filter((row) => row.ancien_prix !== null && row.prix !== null && row.prix < row.ancien_prix);
  const pathOf = (row: DigestRow) =>
    localePath(locale, listingDetailUrl(row.type_annonce === 'moto' ? 'moto' : urlTypeOfEquipment(row.type_equipement!), row.titre!, row.idannonce));
  const line = (row: DigestRow) =>
    `${say.digest.line({ titre: row.titre!, prix: row.prix, ville: row.ville ?? '' })}\n  ${siteUrl}${alertOpenPath(idalerte, row.type_annonce, row.idannonce, pathOf(row))}`;
  const lines = [say.hello(prenom), ''];
  if (fresh.length > 0) {
    lines.push(say.digest.found(total, nom), '');
    lines.push(...fresh.slice(0, DIGEST_LISTINGS).map(line));
    if (total > DIGEST_LISTINGS) lines.push('', say.digest.more(total - DIGEST_LISTINGS));
    lines.push('');
  }
  if (drops.length > 0) {
    lines.push(say.digest.drops, '');
    lines.push(...drops.map((row) => `${say.digest.dropLine({ titre: row.titre!, avant: row.ancien_prix, apres: row.prix })}\n  ${siteUrl}${pathOf(row)}`));
    lines.push('');
  }
  lines.push(
    say.digest.manage(`${siteUrl}${localePath(locale, ALERTS_URL)}`),
    say.digest.stop(`${siteUrl}${localePath(locale, unsubscribePath({ idalerte, version }, now))}`),
    '',
    say.signature,
  );
  return {
    subject: say.digest.subject(fresh.length > 0 ? total : 0, nom),
    text: lines.join('\n').replace(/\u00a0|\u202f/g, ' '),
    hasNews: fresh.length + drops.length > 0,
  };
}

/**
 * The morning digests: alerts read in batches (by id), each with what it found and has not told
 * yet. Marked sent as each batch goes, so that a retry after a failure carries on where it stopped.
 * Answers how many mails were written.
 */
export async function sendAlertDigests(db: Db, mailer: Mailer, siteUrl: string, now = new Date()): Promise<number> {
  const site = siteUrl.replace(/\/+$/, '');
  const at = sql`${now.toISOString()}::timestamptz`;
  let after = 0;
  let written = 0;
  for (;;) {
    const { rows: alerts } = await db.execute<{ idalerte: number }>(sql`
      select a.idalerte from alerte a
      where a.idalerte > ${after} and a.active and a.frequence = 'quotidien'
        and (a.dernier_envoi is null or a.dernier_envoi <= ${at} - interval ${sql.raw(`'${DIGEST_GAP}'`)})
        and exists (select 1 from alerte_annonce f where f.idalerte = a.idalerte and not f.envoye)
      order by a.idalerte limit ${DIGEST_BATCH}`);
    if (alerts.length === 0) return written;
    const ids = alerts.map((row) => Number(row.idalerte));
    after = ids[ids.length - 1]!;
    const idList = sql`${`{${ids.join(',')}}`}::int[]`;
    // Per alert: how many of its new finds are still online, and the lines a mail names (price
    // drops first, then the newest), not every find: a busy day finds hundreds per alert.
    const live = (f: string) =>
      sql.raw(`left join annonce_moto m on ${f}.type_annonce = 'moto' and m.idannonce_moto = ${f}.idannonce and m.etat = 'publiee'
        left join annonce_equipement e on ${f}.type_annonce = 'equipement' and e.idannonce_equipement = ${f}.idannonce and e.etat = 'publiee'`);
    const { rows } = await db.execute<DigestRow>(sql`
      select a.idalerte, a.version, a.nom, u.email, u.prenom, u.notifications_off, u.langue, n.nouvelles, r.*
      from alerte a join utilisateur u on u.idutilisateur = a.idutilisateur
      cross join lateral (
        select count(*)::int as nouvelles from alerte_annonce f ${live('f')}
        where f.idalerte = a.idalerte and not f.envoye and f.ancien_prix is null and coalesce(m.idannonce_moto, e.idannonce_equipement) is not null) n
      cross join lateral (
        select f.type_annonce, f.idannonce, f.ancien_prix, coalesce(m.titre, e.titre) as titre, coalesce(m.prix, e.prix) as prix,
          coalesce(m.ville, e.ville) as ville, e.type as type_equipement
        from alerte_annonce f ${live('f')}
        where f.idalerte = a.idalerte and not f.envoye and coalesce(m.idannonce_moto, e.idannonce_equipement) is not null
        order by f.ancien_prix is null, f.date_ajout desc limit ${DIGEST_LISTINGS + 10}) r
      where a.idalerte = any(${idList})`);
    const byAlert = new Map<number, DigestRow[]>();
    for (const row of rows) {
      const found = byAlert.get(Number(row.idalerte));
      if (found) found.push(row);
      else byAlert.set(Number(row.idalerte), [row]);
    }
    const mailed: number[] = [];
    for (const [idalerte, found] of byAlert) {
      const mail = digestMail(site, found, now);
      if (!mail.hasNews || !wants(found[0]!.notifications_off ?? [], 'mail', 'alerte_annonce')) continue;
      await mailer.send({
        to: found[0]!.email,
        subject: mail.subject,
        text: mail.text,
        headers: {
          'List-Unsubscribe': `<${site}${oneClickUnsubscribePath({ idalerte, version: found[0]!.version }, now)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      mailed.push(idalerte);
      written++;
    }
    // What was found is told (or was gone, or not wanted by mail): not carried to tomorrow.
    await db.execute(sql`update alerte_annonce set envoye = true where idalerte = any(${idList}) and not envoye and date_ajout <= ${at}`);
    await countToday(db, 'alertes_envoyees', mailed.length, now);
    if (mailed.length > 0) await db.execute(sql`update alerte set dernier_envoi = ${at} where idalerte = any(${sql`${`{${mailed.join(',')}}`}::int[]`})`);
  }
}

/**
 * A listing taken off the site after fraud reports (issue 43): everyone who saved it is told not
 * to pay its seller anything meanwhile, by push in their language, opening their favourites (the
 * listing's own page is gone). The number told.
 */
export async function onFavouriteHeld(db: Db, kind: ListingKind, id: number, titre: string, notify: Notify): Promise<number> {
  const followers = await listingFollowers(db, kind, id);
  const locales = await accountLocales(
    db,
    followers.flatMap((follower) => ('idutilisateur' in follower ? [follower.idutilisateur] : [])),
  );
  for (const follower of followers) {
    const locale = 'guestId' in follower ? follower.langue : (locales.get(follower.idutilisateur) ?? 'fr');
    const content = noticesIn(locale).heldFavouritePush({ titre, path: localePath(locale, FAVOURITES_URL) });
    await notify('guestId' in follower ? { guestId: follower.guestId } : follower.idutilisateur, content);
  }
  return followers.length;
}
