/** The mail that confirms a paid sponsoring: sent by the job queue once the payment is applied. */
import { eq } from 'drizzle-orm';
import { formatDateShort, formatPrice } from '@/lib/format';
import type { Db } from '../db/client';
import { paymentStatus } from '../db/queries/payments';
import { paiement, utilisateur } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export async function sendPaymentConfirmation(db: Db, mailer: Mailer, oid: string, siteUrl: string): Promise<boolean> {
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
  const receipt = `${siteUrl.replace(/\/+$/, '')}/compte/ads/paiement/${oid}`;
  const lines = [
    `Bonjour ${payer.prenom || payer.nom},`,
    '',
    `Votre paiement de ${formatPrice(payment.montant)} a bien été accepté.`,
    ...(sponsoring
      ? [`Votre annonce « ${sponsoring.titre} » est sponsorisée du ${formatDateShort(sponsoring.date_debut)} au ${formatDateShort(sponsoring.date_fin)}${sponsoring.pack ? ` (${sponsoring.pack})` : ''}.`]
      : []),
    '',
    `Commande : ${oid}`,
    `Reçu : ${receipt}`,
    '',
    'Merci de votre confiance,',
    'L’équipe MotoMaroc',
  ];
  await mailer.send({ to: payer.email, subject: 'Paiement accepté : votre annonce est sponsorisée', text: lines.join('\n').replace(/\u00a0|\u202f/g, ' ') });
  return true;
}
