/** Sponsoring mails, sent by the job queue: a paid sponsoring's confirmation, a question to the sales team. */
import { eq } from 'drizzle-orm';
import { formatAmount, formatDateShort, formatPrice } from '@/lib/format';
import { paymentReceivedPush } from '@/lib/push/messages';
import { SITE } from '@/lib/site';
import type { Db } from '../db/client';
import { paymentStatus } from '../db/queries/payments';
import { paiement, utilisateur } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Notify } from '../push/deliver';

/** The receipt by mail (always: the buyer keeps it) and the 'payment received' push notification. */
export async function sendPaymentConfirmation(db: Db, mailer: Mailer, oid: string, siteUrl: string, notify: Notify): Promise<boolean> {
  const [payer] = await db
    .select({ idutilisateur: utilisateur.idutilisateur, email: utilisateur.email, prenom: utilisateur.prenom, nom: utilisateur.nom })
    .from(paiement)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, paiement.idutilisateur))
    .where(eq(paiement.oid, oid));
  // The account was deleted meanwhile: nobody to write to.
  if (!payer) return false;
  const payment = await paymentStatus(db, oid, payer);
  if (!payment || payment.etat !== 'payee') return false;
  const sponsoring = payment.sponsoring;
  if (sponsoring)
    await notify(payer.idutilisateur, paymentReceivedPush({ titre: sponsoring.titre, montant: payment.montant, idsponsoring: sponsoring.idsponsoring }));
  const site = siteUrl.replace(/\/+$/, '');
  const receipt = sponsoring ? `${site}/compte/ads/recu/${sponsoring.idsponsoring}` : `${site}/compte/ads/paiement/${oid}`;
  const lines = [
    `Bonjour ${payer.prenom || payer.nom},`,
    '',
    `Votre paiement de ${formatPrice(payment.montant)} a bien été accepté.`,
    ...(sponsoring
      ? [
          `Votre annonce « ${sponsoring.titre} » est sponsorisée du ${formatDateShort(sponsoring.date_debut)} au ${formatDateShort(sponsoring.date_fin)}${sponsoring.pack ? ` (${sponsoring.pack})` : ''}.`,
        ]
      : []),
    '',
    'Reçu',
    `  Marchand : ${SITE.name} (${site.replace(/^https?:\/\//, '')}, ${SITE.email})`,
    `  Client : ${payer.prenom} ${payer.nom}`.trimEnd(),
    ...(sponsoring ? [`  Annonce : ${sponsoring.titre}`, `  Pack : ${sponsoring.pack ?? '—'}, ${sponsoring.nbr_jour} jours`] : []),
    `  Montant : ${formatAmount(payment.montant)}, payé par carte (CMI, 3-D Secure) le ${formatDateShort(payment.date_creation)}`,
    `  Commande : ${oid}`,
    '',
    `Votre reçu à imprimer : ${receipt}`,
    '',
    'Merci de votre confiance,',
    'L’équipe MotoMaroc',
  ];
  await mailer.send({ to: payer.email, subject: 'Paiement accepté : votre annonce est sponsorisée', text: lines.join('\n').replace(/\u00a0|\u202f/g, ' ') });
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
