/**
 * Contracts of accounts: sign-up, profile, the caller's own details, push tokens. One schema per
 * form, used by the browser to show errors beside the fields and by v1 to refuse bad input.
 */
import { z } from './zod';
import { GUEST_ID_PATTERN } from '../guest';
import { normalizeMoroccanPhone } from '../phone';
import { PhotoPath, Timestamp } from './common';
import { LOCALES } from '../i18n/locales';
import { errorCodes } from '../errors';

export const ROLES = ['particulier', 'boutique', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Texts the person reads; the unaccented ones are the spec's own words. */
export const ACCOUNT_MESSAGES = {
  phoneTaken: 'Numero de telephone deja utilise',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  firebaseAccountDeleted: 'Echec de la creation en base, compte Firebase supprime',
  passwordChanged: 'Mot de passe modifie avec succes',
  noEmail: 'Utilisateur non authentifie ou email non disponible',
  captchaInvalid: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  captchaMissing: 'Veuillez compléter la vérification anti-robot.',
  phoneInvalid: 'Numéro de téléphone marocain invalide (ex. 06 12 34 56 78).',
  profileSaved: 'Profil enregistré.',
  profileMissing: 'Votre inscription n’est pas terminée : complétez votre profil.',
  forbidden: 'Vous n’avez pas accès à cette action.',
  recentLoginRequired: 'Pour supprimer votre compte, confirmez d’abord votre mot de passe.',
  accountDeleted: 'Votre compte a été supprimé.',
  unknownCity: 'Ville inconnue : choisissez une ville de la liste.',
} as const;
export const ACCOUNT_ERRORS = /* @__PURE__ */ errorCodes('account', ACCOUNT_MESSAGES);

/** The checks of the account forms' fields. */
export const ACCOUNT_FIELD_MESSAGES = {
  fullNameRequired: 'Le nom complet est obligatoire.',
  fullNameShort: 'Le nom complet doit contenir au moins 2 caractères.',
  fullNameLong: 'Le nom complet doit contenir au plus 120 caractères.',
  lastNameRequired: 'Le nom est obligatoire.',
  lastNameLong: 'Le nom doit contenir au plus 60 caractères.',
  firstNameLong: 'Le prénom doit contenir au plus 60 caractères.',
  cityRequired: 'La ville est obligatoire.',
  cityLong: 'La ville doit contenir au plus 80 caractères.',
  companyRequired: 'Le nom de l’entreprise est obligatoire.',
  companyLong: 'Le nom de l’entreprise doit contenir au plus 100 caractères.',
  shopDescriptionLong: 'La description doit contenir au plus 2000 caractères.',
  addressLong: 'L’adresse doit contenir au plus 200 caractères.',
  emailRequired: 'L’adresse e-mail est obligatoire.',
  emailLong: 'Adresse e-mail trop longue.',
  emailInvalid: 'Adresse e-mail invalide.',
  passwordShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordLong: 'Le mot de passe doit contenir au plus 128 caractères.',
  terms: 'Veuillez accepter les conditions d’utilisation.',
  language: 'Langue inconnue : fr ou ar.',
  uidMissing: 'uid manquant.',
  guestId: 'Identifiant invité invalide.',
  pushToken: 'Jeton de notification invalide.',
} as const;
export const ACCOUNT_FIELD_ERRORS = /* @__PURE__ */ errorCodes('accountField', ACCOUNT_FIELD_MESSAGES);
const F = ACCOUNT_FIELD_ERRORS;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Which rule the password breaks (its error code), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return F.passwordShort;
  if (password.length > PASSWORD_MAX_LENGTH) return F.passwordLong;
  return null;
}

/** The spec: the full name is split on the first space into nom and prenom. */
export function splitFullName(fullName: string): { nom: string; prenom: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space === -1 ? { nom: name, prenom: '' } : { nom: name.slice(0, space), prenom: name.slice(space + 1) };
}

/** A required text field; `codes`: its checks' error codes. */
const text = (codes: { required: string; short?: string; long: string }, max: number, min = 1) =>
  z
    .string({ error: codes.required })
    .trim()
    .min(1, codes.required)
    .min(min, codes.short ?? codes.required)
    .max(max, codes.long);

const optionalText = (tooLong: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** What people type (06 12 34 56 78, 0612345678, +212…, 212…) → +212 and 9 digits. */
export const PhoneField = z
  .string({ error: ACCOUNT_ERRORS.phoneInvalid })
  .max(30, ACCOUNT_ERRORS.phoneInvalid)
  .transform((value, ctx) => {
    const phone = normalizeMoroccanPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_ERRORS.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ example: '+212612345678' });

export const EmailField = z
  .string({ error: F.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, F.emailLong)
  .pipe(z.email({ error: F.emailInvalid }));

export const VilleField = text({ required: F.cityRequired, long: F.cityLong }, 80);

const nom = text({ required: F.lastNameRequired, long: F.lastNameLong }, 60);
const prenom = z.string().trim().max(60, F.firstNameLong);

/** The language of a person's mails and push notifications (the site's languages). */
export const Langue = z.enum(LOCALES, { error: F.language }).meta({ description: 'Langue des e-mails et notifications.' });

/** PUT langue: the language of my mails and notifications. */
export const LanguageBody = z.object({ langue: Langue }).meta({ id: 'LanguageBody' });

/** POST adduser: the spec's fields, plus the proof given by verify-recaptcha, and the sign-up page's language. */
export const AddUserBody = z
  .object({
    nom,
    prenom: prenom.default(''),
    email: EmailField,
    uid: z.string({ error: F.uidMissing }).min(1, F.uidMissing).max(128),
    role: z.string().max(20).default('particulier'),
    date_ajout: z.unknown().optional().meta({ description: 'Ignorée : la date est celle du serveur.' }),
    telephone: PhoneField,
    ville: VilleField,
    captcha: z.string({ error: ACCOUNT_ERRORS.captchaMissing }).min(1, ACCOUNT_ERRORS.captchaMissing).max(200),
    langue: Langue.default('fr'),
  })
  .meta({ id: 'AddUser' });
export type AddUserBody = z.input<typeof AddUserBody>;

/** PUT update-user: the profile; the shop fields are taken from shops only. */
export const UpdateUserBody = z
  .object({
    nom,
    prenom,
    telephone: PhoneField,
    ville: VilleField,
    nom_entreprise: optionalText(F.companyLong, 100),
    description: optionalText(F.shopDescriptionLong, 2000),
    adresse: optionalText(F.addressLong, 200),
  })
  .meta({ id: 'UpdateUser' });
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

/** GET details: the caller's own account, e-mail and uid included (only ever sent to its owner). */
export const AccountDetails = z
  .object({
    idutilisateur: z.number().int(),
    uid: z.string(),
    nom: z.string(),
    prenom: z.string(),
    email: z.string(),
    role: Role,
    telephone: z.string().nullable(),
    ville: z.string().nullable(),
    date_ajout: Timestamp,
    nom_entreprise: z.string().nullable(),
    description: z.string().nullable(),
    adresse: z.string().nullable(),
    logo: PhotoPath.nullable(),
    langue: Langue,
    telephone_verifie: Timestamp.nullable().meta({ description: 'Quand le numéro a été confirmé par un code reçu par SMS ; null : pas vérifié.' }),
  })
  .meta({ id: 'AccountDetails' });
export type AccountDetails = z.infer<typeof AccountDetails>;

/** The texts of the phone verification (v1 utilisateur/telephone/…), word for word in the UI. */
export const PHONE_VERIFICATION_MESSAGES = {
  noPhone: 'Ajoutez d’abord votre numéro de téléphone à votre profil.',
  alreadyVerified: 'Votre numéro est déjà vérifié.',
  captcha: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  quota: 'Trop de codes demandés pour ce numéro. Veuillez réessayer plus tard.',
  phone: 'Ce numéro ne peut pas recevoir de SMS.',
  noCode: 'Demandez d’abord un code.',
  codeFormat: 'Le code fait 6 chiffres.',
  wrongCode: 'Code incorrect.',
  expired: 'Ce code a expiré : demandez-en un nouveau.',
  tooManyTries: 'Trop de codes incorrects : demandez-en un nouveau.',
  phoneChanged: 'Votre numéro a changé : demandez un nouveau code.',
  taken: 'Ce numéro est déjà vérifié sur un autre compte.',
  sent: ({ phone }: { phone: string }) => `Un code vous a été envoyé par SMS au ${phone}.`,
  verified: 'Votre numéro est vérifié.',
} as const;
export const PHONE_VERIFICATION_ERRORS = /* @__PURE__ */ errorCodes('phone', PHONE_VERIFICATION_MESSAGES);
/** The tables of the codes the phone verification shows itself (v1's come through the BFF in the page's language). */
export const PHONE_VERIFICATION_ERROR_TABLES = ['phone', 'connection'] as const;
/** The tables of the codes the profile form and the logo show themselves. */
export const PROFILE_FORM_ERROR_TABLES = ['account', 'accountField', 'picture', 'connection'] as const;
/** The tables of the codes the security page shows itself: its checks', Firebase's, a failed call's. */
export const SECURITY_ERROR_TABLES = ['accountField', 'signIn', 'connection'] as const;

/** Wrong codes typed before a new one must be asked for. */
export const PHONE_CODE_TRIES = 5;

export const PhoneCodeBody = z
  .strictObject({
    recaptchaToken: z
      .string({ error: PHONE_VERIFICATION_ERRORS.captcha })
      .min(1, PHONE_VERIFICATION_ERRORS.captcha)
      .max(4096, PHONE_VERIFICATION_ERRORS.captcha)
      .meta({ description: 'Le jeton reCAPTCHA que Firebase exige pour un envoi (RecaptchaVerifier du SDK web).' }),
  })
  .meta({ id: 'DemandeCodeSms' });
export const PhoneCodeSent = z.object({ telephone: z.string(), message: z.string() }).meta({ id: 'CodeSmsEnvoye' });
export const PhoneConfirmBody = z
  .strictObject({ code: z.string({ error: PHONE_VERIFICATION_ERRORS.codeFormat }).regex(/^\d{6}$/, PHONE_VERIFICATION_ERRORS.codeFormat) })
  .meta({ id: 'CodeSms' });
export const PhoneVerified = z.object({ telephone_verifie: Timestamp, message: z.string() }).meta({ id: 'NumeroVerifie' });

export const RoleAnswer = z.object({ role: Role, idutilisateur: z.number().int(), nom: z.string(), prenom: z.string() }).meta({ id: 'RoleAnswer' });
export const ExistsAnswer = z.object({ existe: z.boolean() }).meta({ id: 'ExistsAnswer' });

/** A guest id: made by the browser (crypto.randomUUID). */
export const GuestId = z.string().regex(GUEST_ID_PATTERN, F.guestId);
/** A push token (FCM registration token or a Web Push subscription id). */
export const PushTokenField = z.string().min(10, F.pushToken).max(4096, F.pushToken);

export const LinkFcmTokenBody = z.object({ fcmtoken: PushTokenField.nullable().optional(), guestId: GuestId.nullable().optional() });
export const UpdateFcmTokenBody = z.object({ fcmtoken: PushTokenField, guestId: GuestId.nullable().optional() });
export const ReleaseFcmTokenBody = z.object({ fcmtoken: PushTokenField, guestId: GuestId });

export const VerifyCaptchaBody = z.object({
  recaptcha: z.string({ error: ACCOUNT_ERRORS.captchaMissing }).min(1, ACCOUNT_ERRORS.captchaMissing).max(20_000, ACCOUNT_ERRORS.captchaInvalid),
});
export const CaptchaProof = z.object({ success: z.literal(true), preuve: z.string(), expiresAt: z.number() }).meta({ id: 'CaptchaProof' });

/** The sign-up form of the browser (before it becomes Firebase + adduser calls). */
export const SignupForm = z.object({
  fullName: text({ required: F.fullNameRequired, short: F.fullNameShort, long: F.fullNameLong }, 120, 2),
  email: EmailField,
  telephone: PhoneField,
  ville: VilleField,
  password: z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  terms: z.literal(true, { error: F.terms }),
});

/** What the header needs to know about the visitor (GET /api/session). */
export interface SessionSummary {
  signedIn: boolean;
  role: Role | null;
  /** first name or name, for the menu button */
  name: string | null;
  email: string | null;
}
