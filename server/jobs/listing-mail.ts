/** The mail to a listing's owner after a moderator's decision: published, or refused with the reason. */
import { eq } from 'drizzle-orm';
import { urlTypeOfEquipment, type ListingKind } from '@/lib/listing-types';
import { listingPublishedPush, listingRefusedPush } from '@/lib/push/messages';
import { listingDetailUrl } from '@/lib/routes';
import type { Db } from '../db/client';
import { adminListingDetail } from '../db/queries/admin-listings';
import { wantsMail } from '../db/queries/notifications';
import { utilisateur } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Notify } from '../push/deliver';

export type ModerationNotice =
  | { kind: ListingKind; id: number; etat: 'publiee' | 'refusee' | 'vendue' }
  /** the listing is gone: what the mail needs travels with the job */
  | { kind: ListingKind; id: number; etat: 'supprimee'; titre: string; idutilisateur: number };

/**
 * Sent unless the listing is gone or its state changed since the decision; a listing published or
 * refused is also a push notification, and its mail follows the owner's preferences.
 */
export async function sendModerationNotice(db: Db, mailer: Mailer, notice: ModerationNotice, siteUrl: string, notify: Notify): Promise<boolean> {
  if (notice.etat === 'supprimee') {
    const [owner] = await db
      .select({ email: utilisateur.email, prenom: utilisateur.prenom, nom: utilisateur.nom })
      .from(utilisateur)
      .where(eq(utilisateur.idutilisateur, notice.idutilisateur));
    if (!owner) return false;
    await mailer.send({
      to: owner.email,
      subject: 'Votre annonce a été supprimée',
      text: [
        `Bonjour ${owner.prenom || owner.nom},`,
        '',
        `Votre annonce « ${notice.titre} » a été supprimée par la modération, car elle ne respectait pas nos règles de publication.`,
        `Pour toute question : ${siteUrl.replace(/\/+$/, '')}/pages/contact`,
        '',
        'L’équipe MotoMaroc',
      ].join('\n'),
    });
    return true;
  }
  const listing = await adminListingDetail(db, notice.kind, notice.id);
  if (!listing || listing.etat !== notice.etat) return false;
  const [owner] = await db
    .select({ email: utilisateur.email, prenom: utilisateur.prenom, nom: utilisateur.nom })
    .from(utilisateur)
    .where(eq(utilisateur.idutilisateur, listing.idutilisateur));
  if (!owner) return false;
  const site = siteUrl.replace(/\/+$/, '');
  const hello = `Bonjour ${owner.prenom || owner.nom},`;
  const publicPath = listingDetailUrl(listing.kind === 'moto' ? 'moto' : urlTypeOfEquipment(listing.type!), listing.titre, listing.id);
  const publicUrl = `${site}${publicPath}`;
  if (notice.etat !== 'vendue') {
    await notify(
      listing.idutilisateur,
      notice.etat === 'publiee'
        ? listingPublishedPush({ titre: listing.titre, path: publicPath })
        : listingRefusedPush({ titre: listing.titre, motif: listing.motif_refus }),
    );
    if (!(await wantsMail(db, listing.idutilisateur, notice.etat === 'publiee' ? 'annonce_publiee' : 'annonce_refusee'))) return true;
  }
  const text =
    notice.etat === 'publiee'
      ? [hello, '', `Votre annonce « ${listing.titre} » a été validée : elle est en ligne.`, publicUrl, '', 'Bonne vente,', 'L’équipe MotoMaroc']
      : notice.etat === 'vendue'
        ? [
            hello,
            '',
            `Votre annonce « ${listing.titre} » a été marquée vendue par la modération : elle n’est plus en ligne.`,
            `Si elle ne l’est pas, remettez-la en ligne depuis Mes Annonces : ${site}/compte/annonce`,
            '',
            'L’équipe MotoMaroc',
          ]
        : [
            hello,
            '',
            `Votre annonce « ${listing.titre} » n’a pas été acceptée.`,
            `Motif : ${listing.motif_refus ?? '—'}`,
            '',
            `Corrigez-la depuis Mes Annonces, elle sera vérifiée de nouveau : ${site}/compte/annonce`,
            '',
            'L’équipe MotoMaroc',
          ];
  await mailer.send({
    to: owner.email,
    subject:
      notice.etat === 'publiee'
        ? 'Votre annonce est en ligne'
        : notice.etat === 'vendue'
          ? 'Votre annonce est marquée vendue'
          : 'Votre annonce n’a pas été acceptée',
    text: text.join('\n'),
  });
  return true;
}
