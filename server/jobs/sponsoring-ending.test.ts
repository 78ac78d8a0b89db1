/**
 * The notice the day before a sponsoring ends: due ones are queued once (a second scan queues
 * nothing), an admin's new dates make a new one due, and the mail goes to the owner unless the
 * sponsoring stopped meanwhile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { insertMoto, insertSponsoring, insertUser, recordingJobs, recordingNotify } from '@/test/fixtures';
import { sponsoring } from '../db/schema';
import type { MailMessage, Mailer } from '../mail/mailer';
import { JOBS } from './names';
import { queueEndingNotices, sendEndingNotice } from './sponsoring-ending';
import { sponsoringDetail, sponsoringForJob } from '../db/queries/sponsoring-lists';

let database: TestDatabase;
let owner: number;
const HOUR = 60 * 60 * 1000;

async function sponsoredFor(endsInMs: number, etat = 'active', idutilisateur = owner) {
  const moto = await insertMoto(database.db, idutilisateur, { titre: 'Yamaha MT-07 2021' });
  const nbr_jour = 7;
  return insertSponsoring(database.db, {
    type: 'moto',
    idannonce: moto.idannonce_moto,
    idutilisateur,
    date_debut: new Date(Date.now() + endsInMs - nbr_jour * 24 * HOUR),
    nbr_jour,
    etat_sponsoring: etat,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await insertUser(database.db, { email: 'fin@test.ma', prenom: 'Salma', nom: 'Idrissi' })).idutilisateur;
});

afterAll(async () => {
  await database.close();
});

describe('queueEndingNotices', () => {
  it('queues a notice for each running sponsoring ending within a day, once', async () => {
    const soon = await sponsoredFor(5 * HOUR);
    const later = await sponsoredFor(30 * HOUR);
    const over = await sponsoredFor(-HOUR);
    const stopped = await sponsoredFor(5 * HOUR, 'desactivee');
    const jobs = recordingJobs();
    expect(await queueEndingNotices(database.db, jobs, JOBS.sponsoringEndingMail)).toBe(1);
    expect(jobs.sent).toEqual([{ name: JOBS.sponsoringEndingMail, data: { idsponsoring: soon.idsponsoring } }]);
    expect(await queueEndingNotices(database.db, jobs, JOBS.sponsoringEndingMail)).toBe(0);
    for (const row of [later, over, stopped]) {
      expect((await database.db.select().from(sponsoring).where(eq(sponsoring.idsponsoring, row.idsponsoring)))[0]!.avis_fin_le).toBeNull();
    }
    // A day later the other one is due.
    expect(await queueEndingNotices(database.db, jobs, JOBS.sponsoringEndingMail, new Date(Date.now() + 10 * HOUR))).toBe(1);
    expect(jobs.sent.at(-1)!.data).toEqual({ idsponsoring: later.idsponsoring });
  });

  it('a notice queued but not marked (a crash between the two) is not queued twice', async () => {
    const soon = await sponsoredFor(2 * HOUR);
    const jobs = recordingJobs();
    await queueEndingNotices(database.db, jobs, JOBS.sponsoringEndingMail);
    await database.db.update(sponsoring).set({ avis_fin_le: null }).where(eq(sponsoring.idsponsoring, soon.idsponsoring));
    await queueEndingNotices(database.db, jobs, JOBS.sponsoringEndingMail);
    expect(jobs.sent.filter((job) => job.data?.idsponsoring === soon.idsponsoring)).toHaveLength(1);
  });
});

describe('sendEndingNotice', () => {
  it('writes to the owner with the end, the reach and where to renew; nothing once it stopped', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { description: 'test', send: async (message) => void sent.push(message) };
    const soon = await sponsoredFor(3 * HOUR);
    await database.db.update(sponsoring).set({ reach: 321 }).where(eq(sponsoring.idsponsoring, soon.idsponsoring));
    const { notify, pushes } = recordingNotify();
    expect(await sendEndingNotice(database.db, mailer, soon.idsponsoring, 'https://motomaroc.ma/', notify)).toBe(true);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.content).toMatchObject({ kind: 'sponsoring_fin', titre: 'Votre sponsoring se termine demain', lien: '/compte/ads' });
    expect(pushes[0]!.content.corps).toContain('« \u2068Yamaha MT-07 2021\u2069 » : mise en avant jusqu’au');
    expect(sent[0]).toMatchObject({ to: 'fin@test.ma', subject: 'Votre sponsoring se termine demain' });
    expect(sent[0]!.text).toContain('Bonjour \u2068Salma Idrissi\u2069');
    expect(sent[0]!.text).toContain('« \u2068Yamaha MT-07 2021\u2069 » se termine le');
    expect(sent[0]!.text).toContain('affichée 321 fois');
    expect(sent[0]!.text).toContain('https://motomaroc.ma/compte/ads');
    await database.db.update(sponsoring).set({ etat_sponsoring: 'desactivee' }).where(eq(sponsoring.idsponsoring, soon.idsponsoring));
    expect(await sendEndingNotice(database.db, mailer, soon.idsponsoring, 'https://motomaroc.ma', notify)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(pushes).toHaveLength(1);
  });
});

describe('sendEndingNotice in Arabic', () => {
  it('writes to an Arabic account in Arabic, with the Arabic listing page', async () => {
    const arabic = (await insertUser(database.db, { email: 'fin-ar@test.ma', prenom: 'سلمى', nom: 'الإدريسي', langue: 'ar' })).idutilisateur;
    const sent: MailMessage[] = [];
    const mailer: Mailer = { description: 'test', send: async (message) => void sent.push(message) };
    const soon = await sponsoredFor(3 * HOUR, 'active', arabic);
    await database.db.update(sponsoring).set({ reach: 5 }).where(eq(sponsoring.idsponsoring, soon.idsponsoring));
    const { notify, pushes } = recordingNotify();
    expect(await sendEndingNotice(database.db, mailer, soon.idsponsoring, 'https://motomaroc.ma', notify)).toBe(true);
    expect(pushes[0]!.content).toMatchObject({ kind: 'sponsoring_fin', titre: 'ينتهي ترويج إعلانك غدًا' });
    expect(pushes[0]!.content.corps).toMatch(/^«\u2068Yamaha MT-07 2021\u2069»: في الواجهة حتى \d+ [^\x00-\x7f]+ \d{4}\. جدّد ترويجه من صفحة إشهاراتي\.$/);
    expect(sent[0]!.subject).toBe('ينتهي ترويج إعلانك غدًا');
    expect(sent[0]!.text).toContain('مرحبًا \u2068سلمى الإدريسي\u2069،');
    expect(sent[0]!.text).toContain('ينتهي ترويج إعلانك «\u2068Yamaha MT-07 2021\u2069» يوم');
    expect(sent[0]!.text).toContain('عُرض 5 مرات كإعلان مُروَّج.');
    expect(sent[0]!.text).toMatch(/إعلانك: https:\/\/motomaroc\.ma\/ar\/annonce\/detail-moto\/[^/]+\/\d+$/m);
    expect(sent[0]!.text).not.toMatch(/Bonjour|sponsoris/);
  });
});

describe('the job reads the sponsoring without passing itself off as anyone', () => {
  it('sponsoringForJob needs no caller; sponsoringDetail still answers only the owner or an admin', async () => {
    const sponsored = await sponsoredFor(12 * HOUR);
    expect(await sponsoringForJob(database.db, sponsored.idsponsoring)).toMatchObject({
      idsponsoring: sponsored.idsponsoring,
      acheteur: { idutilisateur: owner },
    });
    expect(await sponsoringDetail(database.db, sponsored.idsponsoring, { idutilisateur: owner + 1000, role: 'particulier' })).toBeNull();
    expect(await sponsoringDetail(database.db, sponsored.idsponsoring, { idutilisateur: owner, role: 'particulier' })).not.toBeNull();
    expect(await sponsoringForJob(database.db, 999_999_999)).toBeNull();
  });
});
