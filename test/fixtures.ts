/** Test data factories and a v1 app on a test database. */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { createV1App, firebaseIdentityAdmin } from '../server/api/app';
import type { Services } from '../server/api/context';
import type { JobSender } from '../server/jobs/names';
import type { ChangedListing, PublicPages } from '../server/cache/public-pages';
import { env } from '../server/env';
import { localFileStore } from '../server/storage/files';
import { createLimiters, RATE_LIMITS } from '../server/api/rate-limits';
import { verifyFirebaseIdToken } from '../server/auth/verify';
import type { Db } from '../server/db/client';
import { annonceEquipement, annonceMoto, campagneAds, categorie, marque, modele, premiumAds, sponsoring, utilisateur } from '../server/db/schema';

/** CMI settings of the tests: the simulator's development merchant and store key. */
export const TEST_CMI = { gatewayUrl: 'http://127.0.0.1:3100/fim/est3Dgate', clientId: '600000000', storeKey: 'TEST1234', siteUrl: 'http://localhost:3000' };

/** A job queue that only remembers what it was handed (each key once, as the real one). */
export function recordingJobs(): JobSender & { sent: { name: string; data?: Record<string, unknown> }[] } {
  const sent: { name: string; data?: Record<string, unknown> }[] = [];
  const keys = new Set<string>();
  return {
    sent,
    async send(name, data, key) {
      if (key !== undefined) {
        if (keys.has(`${name}:${key}`)) return;
        keys.add(`${name}:${key}`);
      }
      sent.push({ name, data });
    },
  };
}

/** Public pages that only remember which listings they were told changed (tests have no page cache). */
export function recordingPublicPages(): PublicPages & { changed: ChangedListing[]; shops: number[]; other: string[] } {
  const changed: ChangedListing[] = [];
  const shops: number[] = [];
  const other: string[] = [];
  return {
    changed,
    shops,
    other,
    listingsChanged: (listings) => void changed.push(...listings),
    shopChanged: (id) => void shops.push(id),
    settingsChanged: () => void other.push('settings'),
    packsChanged: () => void other.push('packs'),
    adsChanged: () => void other.push('ads'),
  };
}

/** A v1 app on a test database; it keeps the errors it logs, so that a 500 fails the test with its cause. */
export function createTestApp(db: Db, overrides: Partial<Services> = {}) {
  const loggedErrors: string[] = [];
  const publicPages = recordingPublicPages();
  const jobs = recordingJobs();
  const app = createV1App({
    db,
    log: pino({ level: 'error' }, { write: (line: string) => void loggedErrors.push(line) }),
    verifyIdToken: verifyFirebaseIdToken,
    identity: firebaseIdentityAdmin,
    publicPages,
    files: localFileStore(env().uploadsDir),
    limiters: createLimiters(RATE_LIMITS),
    cmi: TEST_CMI,
    jobs,
    ...overrides,
  });
  return Object.assign(app, { loggedErrors, publicPages, jobs });
}

export type TestApp = ReturnType<typeof createTestApp>;

/** Sends a request to a v1 path (relative to /api/v1) and parses the JSON body. A 500 throws. */
export async function getJson<T = any>(app: TestApp, path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(`/api/v1${path}`, init);
  if (response.status === 500) {
    throw new Error(`500 from ${init?.method ?? 'GET'} ${path}: ${app.loggedErrors.slice(-2).join('\n') || '(nothing logged)'}`);
  }
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export function postJson<T = any>(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson<T>(app, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A caller of v1 as a signed-in role (its bearer in `tokens`, read at call time), as a device guest
 * (`guest:<id>`), or anonymous (null): what the lists a visitor keeps (favourites, garage) are tested with.
 */
export function visitorCaller<Who extends string>(app: TestApp, tokens: Record<Who, string>) {
  return (who: Who | `guest:${string}` | null, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (who?.startsWith('guest:')) headers['x-guest-id'] = who.slice(6);
    else if (who) headers.authorization = `Bearer ${tokens[who as Who]}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return getJson(app, path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
}

let counter = 0;
const next = () => ++counter;
const HOUR = 3_600_000;

export async function insertUser(db: Db, overrides: Partial<typeof utilisateur.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(utilisateur)
    .values({
      uid: `uid-${n}`,
      nom: `Nom${n}`,
      prenom: `Prenom${n}`,
      email: `user${n}@test.ma`,
      role: 'particulier',
      telephone: `+2126${String(10_000_000 + n)}`,
      ville: 'Casablanca',
      ...overrides,
    })
    .returning();
  return row!;
}

export function insertShop(db: Db, overrides: Partial<typeof utilisateur.$inferInsert> = {}) {
  return insertUser(db, { role: 'boutique', nom_entreprise: `Boutique ${next()}`, logo: 'boutiques/logo.svg', ...overrides });
}

/** Published dates go back one hour per call, so that insertion order is newest first. */
let clock = Date.parse('2026-11-01T12:00:00Z');
function publicationDate() {
  clock -= HOUR;
  return new Date(clock);
}

export async function insertMoto(db: Db, idutilisateur: number, overrides: Partial<typeof annonceMoto.$inferInsert> = {}) {
  const etat = overrides.etat ?? 'publiee';
  const [row] = await db
    .insert(annonceMoto)
    .values({
      idutilisateur,
      titre: 'Yamaha MT-07 2021',
      description: 'Très bon état.',
      prix: 70_000,
      marque: 'Yamaha',
      modele: 'MT-07',
      model: 2021,
      kilometrage: 15_000,
      cylindre: 689,
      ville: 'Casablanca',
      photos: ['annonces/moto/1.jpg', 'annonces/moto/2.jpg'],
      etat,
      date_publication: etat === 'publiee' ? publicationDate() : null,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function categoryId(db: Db, type: string, nom: string): Promise<number> {
  const [row] = await db
    .select({ id: categorie.idcategorie })
    .from(categorie)
    .where(and(eq(categorie.type, type), eq(categorie.nom_categorie, nom)));
  if (!row) throw new Error(`no category ${type}/${nom}`);
  return row.id;
}

/** The id of a reference model (the seed's brands and models), by brand and model name. */
export async function referenceModelId(db: Db, brand: string, name: string): Promise<number> {
  const [row] = await db
    .select({ id: modele.idmodele })
    .from(modele)
    .innerJoin(marque, eq(marque.idmarque, modele.idmarque))
    .where(and(eq(marque.nom_marque, brand), eq(modele.nom_modele, name)));
  if (!row) throw new Error(`no reference model ${brand} ${name}`);
  return row.id;
}

export async function insertEquipement(
  db: Db,
  idutilisateur: number,
  overrides: Partial<typeof annonceEquipement.$inferInsert> & { categorieNom?: string } = {},
) {
  const { categorieNom, ...values } = overrides;
  const type = values.type ?? 'motard';
  const etat = values.etat ?? 'publiee';
  const idcategorie =
    values.idcategorie ??
    (await categoryId(
      db,
      type,
      categorieNom ?? (type === 'motard' ? 'Casques' : type === 'pneu' ? 'Pneus route' : type === 'piece' ? 'Freinage' : 'Antivols et alarmes'),
    ));
  const [row] = await db
    .insert(annonceEquipement)
    .values({
      idutilisateur,
      type,
      titre: 'Casque Shoei NXR2 taille M',
      description: 'Comme neuf.',
      prix: 4_500,
      idcategorie,
      ville: 'Rabat',
      photos: ['annonces/equipement/1.jpg'],
      etat,
      date_publication: etat === 'publiee' ? publicationDate() : null,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertSponsoring(
  db: Db,
  values: { type: 'moto' | 'equipement'; idannonce: number; idutilisateur: number; date_debut: Date; nbr_jour: number; etat_sponsoring?: string },
) {
  const [row] = await db
    .insert(sponsoring)
    .values({
      type: values.type,
      idannonce_moto: values.type === 'moto' ? values.idannonce : null,
      idannonce_equipement: values.type === 'equipement' ? values.idannonce : null,
      idutilisateur: values.idutilisateur,
      date_debut: values.date_debut,
      nbr_jour: values.nbr_jour,
      etat_sponsoring: values.etat_sponsoring ?? 'active',
    })
    .returning();
  return row!;
}

export async function insertCampaign(db: Db, overrides: Partial<typeof campagneAds.$inferInsert> = {}) {
  const [row] = await db
    .insert(campagneAds)
    .values({
      nom: 'Campagne test',
      nom_entreprise: 'Annonceur SARL',
      logo: 'pub/logo.svg',
      date_debut: new Date(Date.now() - 10 * 24 * HOUR),
      date_fin: new Date(Date.now() + 10 * 24 * HOUR),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertAd(db: Db, idcampagneads: number, overrides: Partial<typeof premiumAds.$inferInsert> = {}) {
  const [row] = await db
    .insert(premiumAds)
    .values({
      idcampagneads,
      image_url: 'pub/banniere.svg',
      redirect_url: 'https://example.com/offre',
      titre: 'Offre spéciale',
      texte: 'Texte de la publicité',
      device: 'tous',
      emplacement: 'banner',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A Notify that keeps the push notifications a mail job hands over, for assertions. */
export function recordingNotify() {
  type Pushed = ({ idutilisateur: number } | { guestId: string }) & { content: import('@/lib/push/messages').PushContent };
  const pushes: Pushed[] = [];
  const notify = async (to: number | { guestId: string }, content: import('@/lib/push/messages').PushContent) =>
    void pushes.push(typeof to === 'number' ? { idutilisateur: to, content } : { ...to, content });
  return { notify, pushes };
}
