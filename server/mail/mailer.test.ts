/**
 * The mailer: written as .eml files by default, sent over SMTP when configured (against a local
 * SMTP server started here); and the payment confirmation it carries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/processes';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { insertMoto, insertSponsoring, insertUser, recordingNotify } from '@/test/fixtures';
import { paiement } from '../db/schema';
import { sendPaymentConfirmation, sendSponsoringQuestion } from '../jobs/payment-mail';
import { fileMailer, smtpMailer, type Mailer, type MailMessage } from './mailer';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-mail-'));
const received: { from: string; to: string[]; body: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let database: TestDatabase;

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  database = await createTestDatabase();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const files = () => fs.readdirSync(folder).filter((name) => name.endsWith('.eml'));

describe('the mailer', () => {
  it('by default writes each mail as an .eml file', async () => {
    const before = files().length;
    await fileMailer(folder, 'MotoMaroc <no-reply@motomaroc.ma>').send({ to: 'client@test.ma', subject: 'Paiement accepté', text: 'Bonjour, voilà.' });
    expect(files()).toHaveLength(before + 1);
    const eml = fs.readFileSync(path.join(folder, files().at(-1)!), 'utf8');
    expect(eml).toMatch(/^To: client@test\.ma$/m);
    expect(eml).toMatch(/^From: MotoMaroc <no-reply@motomaroc\.ma>$/m);
    expect(eml).toContain('Subject: =?UTF-8?Q?Paiement_accept=C3=A9?=');
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    await smtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'MotoMaroc <no-reply@motomaroc.ma>').send({ to: 'client@test.ma', subject: 'Test', text: 'Par SMTP.' });
    expect(received.at(-1)).toMatchObject({ from: 'no-reply@motomaroc.ma', to: ['client@test.ma'] });
    expect(received.at(-1)!.body).toContain('Par SMTP.');
  });
});

describe('the payment confirmation', () => {
  it('goes to the payer with the amount, the dates and the receipt; nothing for an unpaid order', async () => {
    const user = await insertUser(database.db, { email: 'payeur@test.ma', prenom: 'Karim' });
    const moto = await insertMoto(database.db, user.idutilisateur, { titre: 'Honda CB500F 2020' });
    const sponsored = await insertSponsoring(database.db, {
      type: 'moto',
      idannonce: moto.idannonce_moto,
      idutilisateur: user.idutilisateur,
      date_debut: new Date('2026-11-20T10:00:00Z'),
      nbr_jour: 7,
    });
    await database.db.insert(paiement).values([
      { oid: 'MMPAYE1', idutilisateur: user.idutilisateur, idsponsoring: sponsored.idsponsoring, nbr_jour: 7, montant: 49, etat: 'payee' },
      { oid: 'MMATTENTE1', idutilisateur: user.idutilisateur, idsponsoring: sponsored.idsponsoring, nbr_jour: 7, montant: 49, etat: 'initiee' },
    ]);
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'MotoMaroc <no-reply@motomaroc.ma>');
    const { notify, pushes } = recordingNotify();
    expect(await sendPaymentConfirmation(database.db, mailer, 'MMPAYE1', 'https://motomaroc.ma', notify)).toBe(true);
    expect(pushes).toEqual([
      {
        idutilisateur: user.idutilisateur,
        content: {
          kind: 'paiement_recu',
          titre: 'Paiement reçu',
          corps: '49,00\u00a0Dh pour le sponsoring de « \u2068Honda CB500F 2020\u2069 ». Votre reçu est disponible.',
          lien: `/compte/ads/recu/${sponsored.idsponsoring}`,
        },
      },
    ]);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['payeur@test.ma']);
    const text = mail.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`);
    const decoded = decodeURIComponent(text.replace(/%(?![0-9A-F]{2})/g, '%25'));
    expect(decoded).toContain('Bonjour \u2068Karim\u2069');
    expect(decoded).toContain('49 Dh');
    expect(decoded).toContain('« \u2068Honda CB500F 2020\u2069 » est sponsorisée du 20/11/2026 au 27/11/2026');
    expect(decoded).toContain(`Votre reçu à imprimer : https://motomaroc.ma/compte/ads/recu/${sponsored.idsponsoring}`);
    expect(decoded).toContain('Montant : 49,00 Dh, payé par carte (CMI, 3-D Secure)');
    expect(decoded).toContain('Commande : MMPAYE1');
    expect(decoded).toContain('Marchand : MotoMaroc (motomaroc.ma, contact@motomaroc.ma)');
    const count = received.length;
    expect(await sendPaymentConfirmation(database.db, mailer, 'MMATTENTE1', 'https://motomaroc.ma', notify)).toBe(false);
    expect(await sendPaymentConfirmation(database.db, mailer, 'MMINCONNU', 'https://motomaroc.ma', notify)).toBe(false);
    expect(received.length).toBe(count);
  });
});

describe('the payment confirmation in Arabic', () => {
  it('writes the receipt and the push in the payer’s language', async () => {
    const user = await insertUser(database.db, { email: 'payeur-ar@test.ma', prenom: 'كريم', nom: 'العلوي', langue: 'ar' });
    const moto = await insertMoto(database.db, user.idutilisateur, { titre: 'Honda CB500F 2020' });
    const sponsored = await insertSponsoring(database.db, {
      type: 'moto',
      idannonce: moto.idannonce_moto,
      idutilisateur: user.idutilisateur,
      date_debut: new Date('2026-11-20T10:00:00Z'),
      nbr_jour: 7,
    });
    await database.db
      .insert(paiement)
      .values({ oid: 'MMPAYEAR1', idutilisateur: user.idutilisateur, idsponsoring: sponsored.idsponsoring, nbr_jour: 7, montant: 49, etat: 'payee' });
    const sent: MailMessage[] = [];
    const mailer: Mailer = { description: 'test', send: async (message) => void sent.push(message) };
    const { notify, pushes } = recordingNotify();
    expect(await sendPaymentConfirmation(database.db, mailer, 'MMPAYEAR1', 'https://motomaroc.ma', notify)).toBe(true);
    expect(pushes[0]!.content).toMatchObject({ titre: 'تم استلام الدفع', corps: '49,00\u00a0درهم مقابل ترويج «\u2068Honda CB500F 2020\u2069». إيصالك متاح.' });
    expect(sent[0]!.subject).toBe('تم قبول الدفع: إعلانك مُروَّج');
    const text = sent[0]!.text;
    expect(text).toContain('مرحبًا \u2068كريم\u2069،');
    expect(text).toContain('تم قبول دفعتك بمبلغ 49 درهم.');
    expect(text).toContain('إعلانك «\u2068Honda CB500F 2020\u2069» مُروَّج من 20 نونبر 2026 إلى 27 نونبر 2026');
    expect(text).toContain('  الزبون: \u2068كريم العلوي\u2069');
    expect(text).toContain('  المدة: 7 أيام');
    expect(text).toContain('  المبلغ: 49,00 درهم، دُفع بالبطاقة (CMI، \u20663-D Secure\u2069) يوم');
    expect(text).toContain('  رقم الطلب: MMPAYEAR1');
    expect(text).toContain(`إيصالك للطباعة: https://motomaroc.ma/ar/compte/ads/recu/${sponsored.idsponsoring}`);
    expect(text).not.toMatch(/Bonjour|Reçu|Montant/);
  });
});

describe('a question about sponsoring', () => {
  it('goes to the sales team, and a reply goes to the sender', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'MotoMaroc <no-reply@motomaroc.ma>');
    await sendSponsoringQuestion(mailer, 'ventes@motomaroc.ma', {
      email: 'vendeur@test.ma',
      subject: 'Tarif boutique',
      message: 'Proposez-vous un tarif pour vingt annonces ?',
    });
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['ventes@motomaroc.ma']);
    expect(mail.body).toMatch(/^Reply-To: vendeur@test\.ma\r?$/m);
    expect(mail.body).toContain('Subject: [Sponsoring] Tarif boutique');
  });
});
