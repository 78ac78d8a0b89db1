/** Sponsoring mails, sent by the job queue: a paid sponsoring's confirmation, a question to the sales team. */
import { eq } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import { paymentUrl, receiptUrl } from '@/lib/navigation';
import { SITE } from '@/lib/site';
import type { Db } from '../db/client';
import { accountLocale } from '../db/queries/accounts';
import { paymentStatus } from '../db/queries/payments';
import { paiement, utilisateur } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { noticesIn } from '../notices/notices';
import { packOwnNameIn } from '../pack-name';
import type { Notify } from '../push/deliver';

/** The receipt by mail (always: the buyer keeps it) and the 'payment received' push notification, in the payer's language. */
export async function sendPaymentConfirmation(db: Db, mailer: Mailer, oid: string, siteUrl: string, notify: Notify): Promise<boolean> {
  const [payer] = await db
    .select({
      idutilisateur: utilisateur.idutilisateur,
      email: utilisateur.email,
      prenom: utilisateur.prenom,
      nom: utilisateur.nom,
      langue: utilisateur.langue,
    })
    .from(paiement)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, paiement.idutilisateur))
    .where(eq(paiement.oid, oid));
  // The account was deleted meanwhile: nobody to write to.
  if (!payer) return false;
  const payment = await paymentStatus(db, oid, payer);
  if (!payment || payment.etat !== 'payee') return false;
  const locale = accountLocale(payer.langue);
  const say = noticesIn(locale);
  const sponsoring = payment.sponsoring;
  const pack = sponsoring ? packOwnNameIn(locale, { nom: sponsoring.pack, nom_ar: sponsoring.pack_ar }) : null;
  if (sponsoring)
    await notify(payer.idutilisateur, say.paymentReceivedPush({ titre: sponsoring.titre, montant: payment.montant, idsponsoring: sponsoring.idsponsoring }));
  const site = siteUrl.replace(/\/+$/, '');
  const receipt = `${site}${localePath(locale, sponsoring ? receiptUrl(sponsoring.idsponsoring) : paymentUrl(oid))}`;
  const lines = [
    say.hello(payer.prenom || payer.nom),
    '',
    say.payment.accepted(payment.montant),
    ...(sponsoring ? [say.payment.sponsored({ titre: sponsoring.titre, debut: sponsoring.date_debut, fin: sponsoring.date_fin, pack })] : []),
    '',
    say.payment.receipt,
    `  ${say.payment.merchant(SITE.name, site.replace(/^https?:\/\//, ''), SITE.email)}`,
    `  ${say.payment.client(`${payer.prenom} ${payer.nom}`.trim())}`,
    ...(sponsoring ? [`  ${say.payment.listing(sponsoring.titre)}`, `  ${say.payment.pack(pack, sponsoring.nbr_jour)}`] : []),
    `  ${say.payment.amount(payment.montant, payment.date_creation)}`,
    `  ${say.payment.order(oid)}`,
    '',
    say.payment.link(receipt),
    '',
    say.payment.thanks,
    say.signature,
  ];
  await mailer.send({ to: payer.email, subject: say.payment.subject, text: lines.join('\n').replace(/\u00a0|\u202f/g, ' ') });
  return true;
}

/** A question from /sponsoring, to the sales team; answering it goes straight back to the sender. */
export async function sendSponsoringQuestion(mailer: Mailer, salesEmail: string, question: { email: string; subject: string; message: string }): Promise<void> {
  await mailer.send({
    to: salesEmail,
    replyTo: question.email,
    subject: `[Sponsoring] ${question.subject}`,
    text: `Question envoyée depuis la page Sponsoriser une annonce par ${question.email} :\n\n${question.message}\n`,
  });
}
