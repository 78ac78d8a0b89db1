/** The mail to a listing's owner after a moderator's decision: published, or refused with the reason. */
import { eq } from 'drizzle-orm';
import { urlTypeOfEquipment, type ListingKind } from '@/lib/listing-types';
import { localePath } from '@/lib/i18n/locales';
import { listingDetailUrl } from '@/lib/routes';
import type { Db } from '../db/client';
import { adminListingDetail } from '../db/queries/admin-listings';
import { wantsMail } from '../db/queries/notifications';
import { utilisateur } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Notify } from '../push/deliver';
import { noticesIn } from '../notices/notices';
import { accountLocale } from '../db/queries/accounts';

export type ModerationNotice =
  | { kind: ListingKind; id: number; etat: 'publiee' | 'refusee' | 'vendue' }
  /** the listing is gone: what the mail needs travels with the job */
  | { kind: ListingKind; id: number; etat: 'supprimee'; titre: string; idutilisateur: number };

/**
 * Sent unless the listing is gone or its state changed since the decision; a listing published or
 * refused is also a push notification, and its mail follows the owner's preferences. Both are in
 * the owner's language.
 */
export async function sendModerationNotice(db: Db, mailer: Mailer, notice: ModerationNotice, siteUrl: string, notify: Notify): Promise<boolean> {
  const ownerOf = async (idutilisateur: number) =>
    (
      await db
        .select({ email: utilisateur.email, prenom: utilisateur.prenom, nom: utilisateur.nom, langue: utilisateur.langue })
        .from(utilisateur)
        .where(eq(utilisateur.idutilisateur, idutilisateur))
    )[0];
  if (notice.etat === 'supprimee') {
    const owner = await ownerOf(notice.idutilisateur);
    if (!owner) return false;
    const say = noticesIn(accountLocale(owner.langue));
    const deleted = say.deleted(notice.titre);
    await mailer.send({
      to: owner.email,
      subject: deleted.subject,
      text: [say.hello(owner.prenom || owner.nom), '', deleted.body, say.questions(`${siteUrl.replace(/\/+$/, '')}/pages/contact`), '', say.signature].join(
        '\n',
      ),
    });
    return true;
  }
  const listing = await adminListingDetail(db, notice.kind, notice.id);
  if (!listing || listing.etat !== notice.etat) return false;
  const owner = await ownerOf(listing.idutilisateur);
  if (!owner) return false;
  const locale = accountLocale(owner.langue);
  const say = noticesIn(locale);
  const site = siteUrl.replace(/\/+$/, '');
  const hello = say.hello(owner.prenom || owner.nom);
  // The listing's page in the owner's language.
  const publicPath = localePath(locale, listingDetailUrl(listing.kind === 'moto' ? 'moto' : urlTypeOfEquipment(listing.type!), listing.titre, listing.id));
  const publicUrl = `${site}${publicPath}`;
  const mine = `${site}/compte/annonce`;
  if (notice.etat !== 'vendue') {
    await notify(
      listing.idutilisateur,
      notice.etat === 'publiee'
        ? say.publishedPush({ titre: listing.titre, path: publicPath })
        : say.refusedPush({ titre: listing.titre, motif: listing.motif_refus }),
    );
    if (!(await wantsMail(db, listing.idutilisateur, notice.etat === 'publiee' ? 'annonce_publiee' : 'annonce_refusee'))) return true;
  }
  let mail: { subject: string; lines: string[] };
  if (notice.etat === 'publiee') {
    const published = say.published(listing.titre);
    mail = { subject: published.subject, lines: [hello, '', published.body, publicUrl, '', published.goodSale, say.signature] };
  } else if (notice.etat === 'vendue') {
    const sold = say.sold(listing.titre, mine);
    mail = { subject: sold.subject, lines: [hello, '', sold.body, sold.restore, '', say.signature] };
  } else {
    const refused = say.refused(listing.titre, listing.motif_refus, mine);
    mail = { subject: refused.subject, lines: [hello, '', refused.body, refused.reason, '', refused.fix, '', say.signature] };
  }
  await mailer.send({ to: owner.email, subject: mail.subject, text: mail.lines.join('\n') });
  return true;
}
