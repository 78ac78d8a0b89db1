/**
 * Accounts: the signed-in side of utilisateur (own details, sign-up, profile, deletion) and push
 * tokens. E-mail addresses and uids leave here only for their owner (see the routes).
 */
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType } from '@/lib/listing-types';
import type { AccountDetails, Role } from '@/lib/schemas/account';
import type { Locale } from '@/lib/i18n/locales';
import type { ChangedListing } from '../../cache/public-pages';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, captchaProofUsed, photoUpload, pushToken, utilisateur, ville } from '../schema';
import { iso } from './listing-shared';

const u = utilisateur;
type UserRow = typeof utilisateur.$inferSelect;

export async function userByUid(db: Db, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(u).where(eq(u.uid, uid));
  return row ?? null;
}

/** An account's language, as stored (utilisateur.langue; anything else reads as French). */
export const accountLocale = (langue: string | null | undefined): Locale => (langue === 'ar' ? 'ar' : 'fr');

export function accountDetails(row: UserRow): AccountDetails {
  return {
    idutilisateur: row.idutilisateur,
    uid: row.uid,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    role: row.role as Role,
    telephone: row.telephone,
    ville: row.ville,
    date_ajout: iso(row.date_ajout),
    nom_entreprise: row.nom_entreprise,
    description: row.description,
    adresse: row.adresse,
    logo: row.logo,
    langue: accountLocale(row.langue),
    telephone_verifie: row.telephone_verifie ? iso(row.telephone_verifie) : null,
  };
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: u.idutilisateur })
    .from(u)
    .where(sql`lower(${u.email}) = ${email.toLowerCase()}`);
  return !!row;
}

/** Whether another account (not `excludeUid`) has this phone. */
export async function phoneExists(db: Db, telephone: string, excludeUid?: string): Promise<boolean> {
  const condition = excludeUid ? and(eq(u.telephone, telephone), ne(u.uid, excludeUid)) : eq(u.telephone, telephone);
  const [row] = await db.select({ id: u.idutilisateur }).from(u).where(condition);
  return !!row;
}

export async function villeExists(db: Db, nom: string): Promise<boolean> {
  const [row] = await db.select({ id: ville.idville }).from(ville).where(eq(ville.nom, nom));
  return !!row;
}

/** The unique constraint a failed insert or update broke, if that is why it failed. */
function brokenUniqueConstraint(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const e = current as { code?: string; constraint?: string };
    if (e.code === '23505') return e.constraint ?? 'unknown';
  }
  return null;
}

function takenField(constraint: string): 'email' | 'telephone' | 'uid' {
  if (constraint.includes('email')) return 'email';
  if (constraint.includes('telephone')) return 'telephone';
  return 'uid';
}

/**
 * Marks a captcha solution or proof as spent, until it expires anyway. False when it was spent
 * already (a replay). Expired marks are pruned on the way.
 */
export async function spendOnce(db: Db, key: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaProofUsed).where(lt(captchaProofUsed.expire_le, new Date()));
  const inserted = await db.insert(captchaProofUsed).values({ nonce: key, expire_le: expiresAt }).onConflictDoNothing().returning();
  return inserted.length === 1;
}

export interface NewAccount {
  uid: string;
  email: string;
  nom: string;
  prenom: string;
  telephone: string;
  ville: string;
  langue: Locale;
}

export type CreateAccountResult = { ok: true; user: UserRow } | { ok: false; reason: 'proof-spent' | 'email' | 'telephone' | 'uid' };

/** Creates a particulier, spending the captcha proof in the same transaction (one proof, one account). */
export async function createAccount(db: Db, account: NewAccount, proof: { nonce: string; expiresAt: Date }): Promise<CreateAccountResult> {
  try {
    return await db.transaction(async (tx) => {
      const spent = await tx
        .insert(captchaProofUsed)
        .values({ nonce: `proof:${proof.nonce}`, expire_le: proof.expiresAt })
        .onConflictDoNothing()
        .returning();
      if (spent.length === 0) return { ok: false, reason: 'proof-spent' } as const;
      const [user] = await tx
        .insert(u)
        .values({ ...account, role: 'particulier' })
        .returning();
      return { ok: true, user: user! } as const;
    });
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint) return { ok: false, reason: takenField(constraint) };
    throw error;
  }
}

/** The languages of these accounts' mails and push notifications (anything but 'ar' is French). */
export async function accountLocales(db: Db, ids: number[]): Promise<Map<number, Locale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: u.idutilisateur, langue: u.langue })
    .from(u)
    .where(inArray(u.idutilisateur, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, accountLocale(row.langue)]));
}

/** One person's language, for what they are told ('fr' when the account is gone). */
export async function accountLanguage(db: Db, idutilisateur: number): Promise<Locale> {
  return (await accountLocales(db, [idutilisateur])).get(idutilisateur) ?? 'fr';
}

/** The language of the person's mails and push notifications. */
export async function setLanguage(db: Db, idutilisateur: number, langue: Locale): Promise<void> {
  await db.update(u).set({ langue }).where(eq(u.idutilisateur, idutilisateur));
}

export interface ProfileChanges {
  nom: string;
  prenom: string;
  telephone: string;
  ville: string;
  nom_entreprise?: string | null;
  description?: string | null;
  adresse?: string | null;
}

/** Saves the profile; shop fields only for a shop. 'telephone' when the phone belongs to someone else. */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<UserRow | 'telephone'> {
  const shop =
    user.role === 'boutique'
      ? {
          // A shop keeps a company name (CHECK constraint): an empty one leaves it unchanged.
          nom_entreprise: changes.nom_entreprise ?? user.nom_entreprise,
          description: changes.description === undefined ? user.description : changes.description,
          adresse: changes.adresse === undefined ? user.adresse : changes.adresse,
        }
      : {};
  try {
    const [row] = await db
      .update(u)
      .set({
        nom: changes.nom,
        prenom: changes.prenom,
        telephone: changes.telephone,
        ville: changes.ville,
        // A new number is not verified, whatever the old one was.
        ...(changes.telephone !== user.telephone ? { telephone_verifie: null } : {}),
        ...shop,
      })
      .where(eq(u.idutilisateur, user.idutilisateur))
      .returning();
    return row!;
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint && takenField(constraint) === 'telephone') return 'telephone';
    throw error;
  }
}

export async function setLogo(db: Db, idutilisateur: number, logo: string): Promise<void> {
  await db.update(u).set({ logo }).where(eq(u.idutilisateur, idutilisateur));
}

/**
 * Deletes the user's row (their listings and sponsorings go with it, payments stay detached) and
 * their Firebase account, in one transaction: if Firebase fails, nothing is deleted. Returns the
 * listings that went away, for the public pages to rebuild.
 */
/** What a deleted account leaves behind: listings the public pages showed, and its files in storage. */
export interface DeletedAccount {
  listings: ChangedListing[];
  /** photos and logo uploaded by the person (never seeded files, which may be shared) */
  files: string[];
}

export async function deleteAccount(db: Db, user: UserRow, deleteFirebaseAccount: (uid: string) => Promise<void>): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const motos = await tx
      .select({ id: annonceMoto.idannonce_moto, titre: annonceMoto.titre, photos: annonceMoto.photos })
      .from(annonceMoto)
      .where(eq(annonceMoto.idutilisateur, user.idutilisateur));
    const equipements = await tx
      .select({ id: annonceEquipement.idannonce_equipement, titre: annonceEquipement.titre, type: annonceEquipement.type, photos: annonceEquipement.photos })
      .from(annonceEquipement)
      .where(eq(annonceEquipement.idutilisateur, user.idutilisateur));
    const uploads = await tx.select({ chemin: photoUpload.chemin }).from(photoUpload).where(eq(photoUpload.idutilisateur, user.idutilisateur));
    await tx.delete(u).where(eq(u.idutilisateur, user.idutilisateur));
    await deleteFirebaseAccount(user.uid);
    const own = (path: string) => path.startsWith(`photos/${user.idutilisateur}/`) || path.startsWith(`boutiques/${user.idutilisateur}/`);
    const files = [
      ...motos.flatMap((m) => m.photos),
      ...equipements.flatMap((e) => e.photos),
      ...uploads.map((p) => p.chemin),
      ...(user.logo ? [user.logo] : []),
    ];
    return {
      listings: [
        ...motos.map((m): ChangedListing => ({ urlType: 'moto', id: m.id, titre: m.titre })),
        ...equipements.map((e): ChangedListing => ({ urlType: urlTypeOfEquipment(e.type as EquipmentType), id: e.id, titre: e.titre })),
      ],
      files: [...new Set(files.filter(own))],
    };
  });
}

/**
 * A device's push token, for a user (their sign-in on that device) or for a guest; `device` is the
 * guest id of the device making the call, when it has one. A new token is kept with that device. A
 * known token is refreshed for its holder, and moves to someone else only when the call comes from
 * its device (its guest id, which only that device's storage holds): a bare claim on another's
 * token (an account posting someone else's, a guest naming another guest) changes nothing, so
 * nobody takes another person's notices. Answers whether the token is now the caller's.
 */
export async function savePushToken(db: Db, token: string, owner: { uid: string } | { guestId: string }, device: string | null): Promise<boolean> {
  const values = 'uid' in owner ? { token, uid: owner.uid, guest_id: null, appareil: device } : { token, uid: null, guest_id: owner.guestId, appareil: device };
  const saved = await db
    .insert(pushToken)
    .values(values)
    .onConflictDoUpdate({
      target: pushToken.token,
      set: { uid: values.uid, guest_id: values.guest_id, date_maj: new Date(), appareil: sql`coalesce(${pushToken.appareil}, excluded.appareil)` },
      setWhere: sql`(${pushToken.uid} is not distinct from excluded.uid and ${pushToken.guest_id} is not distinct from excluded.guest_id)
        or (excluded.appareil is not null and ${pushToken.appareil} = excluded.appareil)`,
    })
    .returning({ id: pushToken.idpushtoken });
  return saved.length > 0;
}

/** What the guest `guestId` left (tokens no account holds) now belongs to the user. Returns how many tokens moved. */
export async function linkGuest(db: Db, uid: string, guestId: string): Promise<number> {
  const moved = await db
    .update(pushToken)
    .set({ uid, date_maj: new Date() })
    .where(and(eq(pushToken.guest_id, guestId), isNull(pushToken.uid)))
    .returning({ id: pushToken.idpushtoken });
  return moved.length;
}

/** Signing out on a device: its token, if the user holds it, goes back to the device's guest. */
export async function releasePushToken(db: Db, uid: string, token: string, guestId: string): Promise<boolean> {
  const released = await db
    .update(pushToken)
    .set({ uid: null, guest_id: guestId, date_maj: new Date() })
    .where(and(eq(pushToken.token, token), eq(pushToken.uid, uid)))
    .returning({ id: pushToken.idpushtoken });
  return released.length > 0;
}
