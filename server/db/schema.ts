/**
 * The database schema (Drizzle). Column names are the spec's field names, so that the v1 API
 * can return them as they are. Listing brand and city are stored by name with a foreign key
 * (ON UPDATE CASCADE): the API speaks in names, filters compare names, and no join is needed
 * on the hot listing queries.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = (name = 'date_ajout') => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const published = sql`etat = 'publiee'`;

/**
 * A listing's words as the search matches them, weighted (title A, brand and model B, type and
 * category C, description D). Written by the database itself, on every insert and update
 * (triggers of migration 0012), never by the application.
 */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
/** A saved search's words, parsed once (alerts). */
const tsquery = customType<{ data: string }>({
  dataType: () => 'tsquery',
});

export const ville = pgTable('ville', {
  idville: integer().primaryKey().generatedAlwaysAsIdentity(),
  nom: text().notNull().unique(),
  /** its name in Arabic, shown by the Arabic pages (null: they show nom) */
  nom_ar: text(),
  region: text().notNull(),
  population: integer().notNull().default(0),
});

export const marque = pgTable(
  'marque',
  {
    idmarque: integer().primaryKey().generatedAlwaysAsIdentity(),
    nom_marque: text().notNull().unique(),
    /** lower-case URL key of /motos-neuves/{brand lowercased} */
    slug: text().notNull().unique(),
    logo: text(),
    description: text(),
    /** the presentation in Arabic, for the Arabic brand page (null: none, the page says a generic one) */
    description_ar: text(),
    pays: text(),
    /** listing types the brand applies to: moto, motard, piece, pneu */
    types: text()
      .array()
      .notNull()
      .default(sql`'{moto}'::text[]`),
    active: boolean().notNull().default(true),
    afficher_accueil: boolean().notNull().default(false),
    ordre: integer().notNull().default(0),
  },
  (t) => [
    check('marque_types_check', sql`${t.types} <@ array['moto','motard','piece','pneu']::text[] and cardinality(${t.types}) > 0`),
    check('marque_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const modele = pgTable(
  'modele',
  {
    idmodele: integer().primaryKey().generatedAlwaysAsIdentity(),
    idmarque: integer()
      .notNull()
      .references(() => marque.idmarque, { onDelete: 'cascade' }),
    nom_modele: text().notNull(),
    cylindre: integer(),
    categorie_moto: text(),
    /** the original tyre sizes of the standard version (lib/tyre-sizes keys: 120-70-17), null when not known */
    pneu_avant: text(),
    pneu_arriere: text(),
  },
  (t) => [uniqueIndex('modele_marque_nom_uq').on(t.idmarque, t.nom_modele)],
);

export const categorie = pgTable(
  'categorie',
  {
    idcategorie: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** equipment listing type: moto, motard, piece, pneu */
    type: text().notNull(),
    nom_categorie: text().notNull(),
    ordre: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('categorie_type_nom_uq').on(t.type, t.nom_categorie), check('categorie_type_check', sql`${t.type} in ('moto','motard','piece','pneu')`)],
);

export const utilisateur = pgTable(
  'utilisateur',
  {
    idutilisateur: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Firebase Auth uid */
    uid: text().notNull().unique(),
    nom: text().notNull(),
    prenom: text().notNull().default(''),
    email: text().notNull(),
    role: text().notNull().default('particulier'),
    date_ajout: createdAt(),
    /** +212 followed by 9 digits */
    telephone: text(),
    ville: text().references(() => ville.nom, { onUpdate: 'cascade', onDelete: 'set null' }),
    /** shop fields */
    nom_entreprise: text(),
    logo: text(),
    description: text(),
    adresse: text(),
    /** what the person turned off in /compte/notifications: 'push:<kind>' or 'mail:<kind>' */
    notifications_off: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the language of the person's mails and push notifications: 'fr' or 'ar' (issue 33) */
    langue: text().notNull().default('fr'),
    /** how an admin set the risk assessment of their listings: normale, confiance (no queue unless a strong signal), mefiance (every listing waits) */
    confiance: text().notNull().default('normale'),
    /** when the person confirmed `telephone` with a code sent by SMS (Firebase phone sign-in); null: not verified. A new number clears it. */
    telephone_verifie: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('utilisateur_telephone_verifie_check', sql`${t.telephone_verifie} is null or ${t.telephone} is not null`),
    uniqueIndex('utilisateur_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('utilisateur_telephone_uq').on(t.telephone),
    index('utilisateur_role_idx').on(t.role, t.date_ajout.desc()),
    check('utilisateur_role_check', sql`${t.role} in ('particulier','boutique','admin')`),
    check('utilisateur_telephone_check', sql`${t.telephone} ~ '^\\+212[0-9]{9}$'`),
    check('utilisateur_boutique_check', sql`${t.role} <> 'boutique' or ${t.nom_entreprise} is not null`),
    check('utilisateur_langue_check', sql`${t.langue} in ('fr','ar')`),
    check('utilisateur_confiance_check', sql`${t.confiance} in ('normale','confiance','mefiance')`),
  ],
);

const listingStates = sql`('en_attente','publiee','refusee','desactivee','vendue','expiree')`;

/** Descriptions shorter than this are too common to be a copy ("Très bon état."). */
export const COPIED_DESCRIPTION_MIN = 60;

/** A description's fingerprint: its letters and digits only, lower case (the same text, however spaced). */
export const descriptionFingerprint = (description: AnyPgColumn | SQL) => sql`md5(lower(regexp_replace(${description}, '[^[:alnum:]]+', '', 'g')))`;

/**
 * What a moto listing and an equipment listing both have (the spec's names): owner, text, price,
 * city, photos, state, counters and dates. Each table adds its own columns around them.
 */
const listingColumns = () => ({
  idutilisateur: integer()
    .notNull()
    .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
  titre: text().notNull(),
  description: text().notNull().default(''),
  /** Dh; null means 'Prix non specifie' */
  prix: integer(),
  neuf: boolean().notNull().default(false),
  ville: text()
    .notNull()
    .references(() => ville.nom, { onUpdate: 'cascade' }),
  /** ordered photo paths; photo1 is the first */
  photos: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  etat: text().notNull().default('en_attente'),
  motif_refus: text(),
  vues: integer().notNull().default(0),
  reach: integer().notNull().default(0),
  /** contacts: phone number revealed, WhatsApp opened (counted for the owner's Mes Annonces) */
  contacts_telephone: integer().notNull().default(0),
  contacts_whatsapp: integer().notNull().default(0),
  date_ajout: createdAt(),
  date_modification: timestamp({ withTimezone: true }).notNull().defaultNow(),
  date_publication: timestamp({ withTimezone: true }),
  /** its owner's last 'Prolonger': it expires that long after this, or after its publication */
  date_renouvellement: timestamp({ withTimezone: true }),
  /** when its owner was told it expires soon (cleared by a renewal) */
  avis_expiration: timestamp({ withTimezone: true }),
  /** marked sold: through MotoMaroc (true), elsewhere (false), or not said (null) */
  vendue_via_site: boolean(),
  /** the risk assessment of its last posting or edit (server/trust): 0 to 100, null before any */
  risque_score: smallint(),
  /** the signals that fired, each with its weight and evidence (lib/trust RiskSignal[]) */
  risque_signaux: jsonb(),
});

type ListingColumns = { [K in keyof ReturnType<typeof listingColumns>]: AnyPgColumn };

/** The checks of those shared columns, named after the table. */
const listingChecks = (table: string, t: ListingColumns) => [
  check(`${table}_etat_check`, sql`${t.etat} in ${listingStates}`),
  check(`${table}_prix_check`, sql`${t.prix} >= 0`),
  check(`${table}_photos_check`, sql`cardinality(${t.photos}) <= 10`),
  check(`${table}_publication_check`, sql`${t.etat} <> 'publiee' or ${t.date_publication} is not null`),
  check(`${table}_compteurs_check`, sql`${t.vues} >= 0 and ${t.reach} >= 0`),
  check(`${table}_risque_check`, sql`${t.risque_score} between 0 and 100`),
];

export const annonceMoto = pgTable(
  'annonce_moto',
  {
    idannonce_moto: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...listingColumns(),
    marque: text()
      .notNull()
      .references(() => marque.nom_marque, { onUpdate: 'cascade' }),
    modele: text().notNull().default(''),
    /** model year (année-modèle) */
    model: smallint(),
    kilometrage: integer(),
    /** engine size in cm³ */
    cylindre: integer(),
    categorie_moto: text(),
    recherche: tsvector(),
  },
  (t) => [
    ...listingChecks('annonce_moto', t),
    check('annonce_moto_kilometrage_check', sql`${t.kilometrage} >= 0`),
    check('annonce_moto_cylindre_check', sql`${t.cylindre} > 0`),
    check('annonce_moto_model_check', sql`${t.model} between 1900 and 2100`),
    // Public searches: newest first, narrowed by each filter of GET moto/annonce.
    index('annonce_moto_pub_date_idx').on(t.date_publication.desc(), t.idannonce_moto.desc()).where(published),
    index('annonce_moto_pub_marque_idx').on(t.marque, t.date_publication.desc(), t.idannonce_moto.desc()).where(published),
    index('annonce_moto_pub_marque_ville_idx').on(t.marque, t.ville, t.date_publication.desc(), t.idannonce_moto.desc()).where(published),
    index('annonce_moto_pub_marque_modele_idx')
      .on(t.marque, sql`lower(${t.modele}) text_pattern_ops`)
      .where(published),
    index('annonce_moto_pub_ville_idx').on(t.ville, t.date_publication.desc(), t.idannonce_moto.desc()).where(published),
    // Price sorts both ways, listings without a price last either way (hence two indexes each).
    index('annonce_moto_pub_prix_idx').on(t.prix, t.idannonce_moto).where(published),
    index('annonce_moto_pub_prix_desc_idx').on(t.prix.desc(), t.idannonce_moto.desc()).where(published),
    index('annonce_moto_pub_marque_prix_idx').on(t.marque, t.prix, t.idannonce_moto).where(published),
    index('annonce_moto_pub_marque_prix_desc_idx').on(t.marque, t.prix.desc(), t.idannonce_moto.desc()).where(published),
    index('annonce_moto_pub_cylindre_idx').on(t.cylindre, t.date_publication.desc()).where(published),
    index('annonce_moto_pub_kilometrage_idx').on(t.kilometrage).where(published),
    // The price guide: comparables of a brand, model and years, read from the index alone.
    index('annonce_moto_prix_marche_idx')
      .on(t.marque, sql`lower(${t.modele})`, t.model, t.kilometrage, t.prix)
      .where(sql`etat = 'publiee' and prix is not null`),
    // Owner and moderation lists.
    // Mes Annonces: newest first, the id breaking ties, read in index order.
    index('annonce_moto_utilisateur_idx').on(t.idutilisateur, t.date_ajout.desc(), t.idannonce_moto.desc()),
    index('annonce_moto_etat_idx').on(t.etat, t.date_ajout.desc()),
    // The risk assessment: the same description posted by another account (server/trust).
    // The risk assessment: which listing shows a photo found near another (server/trust).
    index('annonce_moto_photos_idx').using('gin', t.photos),
    index('annonce_moto_description_idx')
      .on(descriptionFingerprint(t.description))
      .where(sql`length(${t.description}) >= ${sql.raw(String(COPIED_DESCRIPTION_MIN))}`),
    // The expiry job: published listings by the start of their current period.
    index('annonce_moto_expiration_idx')
      .on(sql`coalesce(date_renouvellement, date_publication)`)
      .where(published),
  ],
);

export const annonceEquipement = pgTable(
  'annonce_equipement',
  {
    idannonce_equipement: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...listingColumns(),
    /** moto (equipement-moto), motard (equipement-motard), piece (piece-rechange), pneu */
    type: text().notNull(),
    idcategorie: integer()
      .notNull()
      .references(() => categorie.idcategorie),
    marque: text().references(() => marque.nom_marque, { onUpdate: 'cascade', onDelete: 'set null' }),
    recherche: tsvector(),
    /**
     * A tyre's size (lib/tyre-sizes.ts), null for anything else and for a tyre whose size is not
     * known (an inner tube, a rim, a pair named by its model). pneu_taille is the key two tyres of
     * one rim share ("120-70-17"), what search and filters compare.
     */
    pneu_taille: text(),
    /** millimetres, or inches for the old inch sizes (3.00) */
    pneu_largeur: doublePrecision(),
    /** %, null for an inch size */
    pneu_serie: smallint(),
    /** R, ZR, B, D (diagonal); null when not written */
    pneu_construction: text(),
    /** inches */
    pneu_jante: smallint(),
    pneu_charge: smallint(),
    pneu_vitesse: text(),
    /** avant, arriere; null when the seller does not say (or a pair) */
    pneu_position: text(),
    /**
     * The motorcycles a part, a tyre or a piece of motorcycle equipment fits (lib/fitment.ts): each
     * reference model with its names and years, as shown; compat_modeles holds their ids, which
     * the lists of what fits a motorcycle search by index. universel: it fits every motorcycle.
     */
    compatibilites: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    compat_modeles: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    universel: boolean().notNull().default(false),
  },
  (t) => [
    ...listingChecks('annonce_equipement', t),
    check('annonce_equipement_type_check', sql`${t.type} in ('moto','motard','piece','pneu')`),
    check(
      'annonce_equipement_pneu_check',
      sql`(${t.pneu_taille} is null or ${t.type} = 'pneu') and (${t.pneu_taille} is null) = (${t.pneu_largeur} is null) and (${t.pneu_taille} is null) = (${t.pneu_jante} is null)`,
    ),
    check('annonce_equipement_pneu_construction_check', sql`${t.pneu_construction} in ('R','ZR','B','D')`),
    check('annonce_equipement_pneu_position_check', sql`${t.pneu_position} is null or (${t.pneu_position} in ('avant','arriere') and ${t.type} = 'pneu')`),
    check(
      'annonce_equipement_compatibilite_check',
      sql`(${t.type} <> 'motard' or (not ${t.universel} and cardinality(${t.compat_modeles}) = 0)) and not (${t.universel} and cardinality(${t.compat_modeles}) > 0)`,
    ),
    // What fits a motorcycle: the listings naming its model, and the universal ones, each by index.
    index('annonce_equipement_pub_compat_idx').using('gin', t.compat_modeles).where(published),
    index('annonce_equipement_pub_universel_idx')
      .on(t.type, t.date_publication.desc(), t.idannonce_equipement.desc())
      .where(sql`${t.etat} = 'publiee' and ${t.universel}`),
    // The price last: the sizes on sale with their counts and prices read this index alone.
    index('annonce_equipement_pub_pneu_taille_idx')
      .on(t.pneu_taille, t.date_publication.desc(), t.idannonce_equipement.desc(), t.prix)
      .where(sql`${t.etat} = 'publiee' and ${t.pneu_taille} is not null`),
    index('annonce_equipement_pub_date_idx').on(t.date_publication.desc(), t.idannonce_equipement.desc()).where(published),
    index('annonce_equipement_pub_type_idx').on(t.type, t.date_publication.desc(), t.idannonce_equipement.desc()).where(published),
    index('annonce_equipement_pub_categorie_idx').on(t.idcategorie, t.date_publication.desc(), t.idannonce_equipement.desc()).where(published),
    index('annonce_equipement_pub_type_ville_idx').on(t.type, t.ville, t.date_publication.desc(), t.idannonce_equipement.desc()).where(published),
    index('annonce_equipement_pub_ville_idx').on(t.ville, t.date_publication.desc(), t.idannonce_equipement.desc()).where(published),
    index('annonce_equipement_pub_type_prix_idx').on(t.type, t.prix, t.idannonce_equipement).where(published),
    index('annonce_equipement_pub_type_prix_desc_idx').on(t.type, t.prix.desc(), t.idannonce_equipement.desc()).where(published),
    index('annonce_equipement_utilisateur_idx').on(t.idutilisateur, t.date_ajout.desc(), t.idannonce_equipement.desc()),
    index('annonce_equipement_etat_idx').on(t.etat, t.date_ajout.desc()),
    index('annonce_equipement_photos_idx').using('gin', t.photos),
    index('annonce_equipement_description_idx')
      .on(descriptionFingerprint(t.description))
      .where(sql`length(${t.description}) >= ${sql.raw(String(COPIED_DESCRIPTION_MIN))}`),
    index('annonce_equipement_expiration_idx')
      .on(sql`coalesce(date_renouvellement, date_publication)`)
      .where(published),
  ],
);

/**
 * Words and phrases of known scams (advance payment, transfer agencies, abroad, transporter,
 * customs), in French, Arabic and Darija: the risk assessment looks for them in a listing's text,
 * both folded as the search folds (lib/search-words). Admins extend the list.
 */
export const motArnaque = pgTable(
  'mot_arnaque',
  {
    idmot: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** as the admin wrote it */
    expression: text().notNull(),
    /** folded (foldSearchText): what is compared */
    forme: text().notNull(),
    poids: smallint().notNull().default(25),
    date_ajout: createdAt(),
  },
  (t) => [uniqueIndex('mot_arnaque_forme_uq').on(t.forme), check('mot_arnaque_poids_check', sql`${t.poids} between 1 and 100`)],
);

/**
 * The data steps that have run (server/db/data-steps.ts): changes of the data a SQL migration
 * cannot make, such as reading the sizes of the tyres already listed from their titles.
 */
export const etapeDonnees = pgTable('etape_donnees', {
  nom: text().primaryKey(),
  date: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const parametrage = pgTable('parametrage', {
  name: text().primaryKey(),
  valeur: text().notNull(),
  description: text(),
});

export const packSponsoring = pgTable(
  'pack_sponsoring',
  {
    idpack: integer().primaryKey().generatedAlwaysAsIdentity(),
    nom: text().notNull(),
    description: text().notNull().default(''),
    /** the name and description the Arabic pages and mails show (null: the pack is named by its days, no description) */
    nom_ar: text(),
    description_ar: text(),
    /** Dh */
    prix: money('prix').notNull(),
    nbr_jour: integer().notNull(),
    /** moto or equipement */
    type: text().notNull(),
    actif: boolean().notNull().default(true),
    ordre: integer().notNull().default(0),
  },
  (t) => [
    check('pack_sponsoring_type_check', sql`${t.type} in ('moto','equipement')`),
    check('pack_sponsoring_prix_check', sql`${t.prix} > 0`),
    check('pack_sponsoring_nbr_jour_check', sql`${t.nbr_jour} between 1 and 365`),
  ],
);

/**
 * A sponsoring points at one listing of either table: type says which, and exactly the matching
 * foreign key is set, so that the listing really exists and the sponsoring goes with it.
 * The API shows the id as idannonce1.
 */
export const sponsoring = pgTable(
  'sponsoring',
  {
    idsponsoring: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    idannonce_moto: integer().references(() => annonceMoto.idannonce_moto, { onDelete: 'cascade' }),
    idannonce_equipement: integer().references(() => annonceEquipement.idannonce_equipement, {
      onDelete: 'cascade',
    }),
    idutilisateur: integer()
      .notNull()
      .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    idpack: integer().references(() => packSponsoring.idpack, { onDelete: 'set null' }),
    date_debut: timestamp({ withTimezone: true }).notNull(),
    nbr_jour: integer().notNull(),
    etat_sponsoring: text().notNull().default('en_attente'),
    reach: integer().notNull().default(0),
    /** when its owner was told it ends the next day (once) */
    avis_fin_le: timestamp({ withTimezone: true }),
    date_ajout: createdAt(),
  },
  (t) => [
    check('sponsoring_type_check', sql`${t.type} in ('moto','equipement')`),
    check(
      'sponsoring_annonce_check',
      sql`(${t.type} = 'moto' and ${t.idannonce_moto} is not null and ${t.idannonce_equipement} is null)
        or (${t.type} = 'equipement' and ${t.idannonce_equipement} is not null and ${t.idannonce_moto} is null)`,
    ),
    check('sponsoring_etat_check', sql`${t.etat_sponsoring} in ('en_attente','active','expiree','desactivee','refusee')`),
    check('sponsoring_nbr_jour_check', sql`${t.nbr_jour} between 1 and 365`),
    index('sponsoring_actif_idx').on(t.type, t.etat_sponsoring, t.date_debut.desc()),
    index('sponsoring_moto_idx').on(t.idannonce_moto),
    index('sponsoring_equipement_idx').on(t.idannonce_equipement),
    index('sponsoring_utilisateur_idx').on(t.idutilisateur, t.date_ajout.desc()),
  ],
);

export const paiement = pgTable(
  'paiement',
  {
    idpaiement: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** CMI order id, fresh for every attempt */
    oid: text().notNull().unique(),
    /** null once the payer deleted their account: payments stay in the accounts, detached from the person */
    idutilisateur: integer().references(() => utilisateur.idutilisateur, { onDelete: 'set null' }),
    /** null once the sponsoring went with its listing or its owner */
    idsponsoring: integer().references(() => sponsoring.idsponsoring, { onDelete: 'set null' }),
    /** the pack, days and amount frozen when the attempt starts: a callback activates exactly these */
    idpack: integer().references(() => packSponsoring.idpack, { onDelete: 'set null' }),
    nbr_jour: integer().notNull(),
    montant: money('montant').notNull(),
    /**
     * initiee → payee (captured) or echouee (declined; the same order may be tried again);
     * annulee (the sponsoring's pack changed or it was stopped before this attempt's callback);
     * doublon (approved by the bank while nothing was due: not captured, an admin releases it)
     * → remboursee once the admin has done so.
     */
    etat: text().notNull().default('initiee'),
    proc_return_code: text(),
    trans_id: text(),
    callback: jsonb(),
    date_creation: createdAt('date_creation'),
    date_maj: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('paiement_etat_check', sql`${t.etat} in ('initiee','payee','echouee','annulee','doublon','remboursee')`),
    check('paiement_montant_check', sql`${t.montant} > 0`),
    check('paiement_nbr_jour_check', sql`${t.nbr_jour} between 1 and 365`),
    index('paiement_sponsoring_idx').on(t.idsponsoring),
    index('paiement_utilisateur_idx').on(t.idutilisateur, t.date_creation.desc()),
  ],
);

export const campagneAds = pgTable(
  'campagne_ads',
  {
    idcampagneads: integer().primaryKey().generatedAlwaysAsIdentity(),
    idutilisateur: integer().references(() => utilisateur.idutilisateur, { onDelete: 'set null' }),
    nom: text().notNull(),
    nom_entreprise: text().notNull(),
    logo: text(),
    date_debut: timestamp({ withTimezone: true }).notNull(),
    date_fin: timestamp({ withTimezone: true }).notNull(),
    actif: boolean().notNull().default(true),
    date_ajout: createdAt(),
  },
  (t) => [check('campagne_ads_dates_check', sql`${t.date_fin} > ${t.date_debut}`)],
);

export const premiumAds = pgTable(
  'premium_ads',
  {
    idpremiumads: integer().primaryKey().generatedAlwaysAsIdentity(),
    idcampagneads: integer()
      .notNull()
      .references(() => campagneAds.idcampagneads, { onDelete: 'cascade' }),
    image_url: text().notNull(),
    redirect_url: text().notNull(),
    titre: text().notNull(),
    texte: text().notNull().default(''),
    /** mobile, desktop or tous */
    device: text().notNull(),
    /** pages the ad runs on (empty: every page) */
    page_cible: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** banner or card */
    emplacement: text().notNull(),
    reach_potentiel: integer().notNull().default(0),
    reach: integer().notNull().default(0),
    clics: integer().notNull().default(0),
    /** Dh per thousand views */
    cout_par_mille: money('cout_par_mille').notNull().default(0),
    actif: boolean().notNull().default(true),
    remarque: text(),
    date_ajout: createdAt(),
  },
  (t) => [
    check('premium_ads_device_check', sql`${t.device} in ('mobile','desktop','tous')`),
    check('premium_ads_emplacement_check', sql`${t.emplacement} in ('banner','card')`),
    check('premium_ads_compteurs_check', sql`${t.reach} >= 0 and ${t.clics} >= 0 and ${t.reach_potentiel} >= 0 and ${t.cout_par_mille} >= 0`),
    check('premium_ads_redirect_check', sql`${t.redirect_url} ~ '^https?://'`),
    index('premium_ads_diffusion_idx')
      .on(t.emplacement, t.device)
      .where(sql`actif`),
    index('premium_ads_campagne_idx').on(t.idcampagneads),
  ],
);

export const signalement = pgTable(
  'signalement',
  {
    idsignalement: integer().primaryKey().generatedAlwaysAsIdentity(),
    type_annonce: text().notNull(),
    idannonce_moto: integer().references(() => annonceMoto.idannonce_moto, { onDelete: 'cascade' }),
    idannonce_equipement: integer().references(() => annonceEquipement.idannonce_equipement, {
      onDelete: 'cascade',
    }),
    motif: text().notNull(),
    details: text().notNull().default(''),
    contact_email: text(),
    contact_phone: text(),
    /** Firebase uid of a signed-in reporter */
    uid: text(),
    /** who reported, as distinct reporters are counted: u:<uid>, or a keyed hash of the address (never the address) */
    cle_rapporteur: text(),
    /** the honeypot was filled: kept for the record, never shown to admins as a report */
    spam: boolean().notNull().default(false),
    statut: text().notNull().default('nouveau'),
    date_ajout: createdAt(),
  },
  (t) => [
    check(
      'signalement_annonce_check',
      sql`(${t.type_annonce} = 'moto' and ${t.idannonce_moto} is not null and ${t.idannonce_equipement} is null)
        or (${t.type_annonce} = 'equipement' and ${t.idannonce_equipement} is not null and ${t.idannonce_moto} is null)`,
    ),
    check('signalement_motif_check', sql`${t.motif} in ('duplicate','fraud','price','misleading','contact','other')`),
    check('signalement_autre_check', sql`${t.motif} <> 'other' or ${t.spam} or length(btrim(${t.details})) > 0`),
    check('signalement_statut_check', sql`${t.statut} in ('nouveau','traite','rejete')`),
    index('signalement_admin_idx')
      .on(t.statut, t.date_ajout.desc())
      .where(sql`not spam`),
    index('signalement_moto_idx').on(t.idannonce_moto),
    index('signalement_equipement_idx').on(t.idannonce_equipement),
  ],
);

export const pushToken = pgTable(
  'push_token',
  {
    idpushtoken: integer().primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull().unique(),
    uid: text().references(() => utilisateur.uid, { onDelete: 'cascade', onUpdate: 'cascade' }),
    guest_id: text(),
    /**
     * The device: the guest id it first registered the token with, kept whoever holds the token
     * since. Only a call that presents it (that device's own storage) may move the token to another
     * holder.
     */
    appareil: text(),
    date_maj: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('push_token_owner_check', sql`${t.uid} is not null or ${t.guest_id} is not null`),
    index('push_token_uid_idx').on(t.uid),
    index('push_token_guest_idx').on(t.guest_id),
  ],
);

/**
 * Every push notification meant for a user, sent or not: who, what, where it leads, and what became
 * of it (statut: envoye, enregistre when no messaging service is configured, aucun_appareil,
 * desactive by the user's preferences, echec with the reason).
 */
export const pushMessage = pgTable(
  'push_message',
  {
    idpushmessage: integer().primaryKey().generatedAlwaysAsIdentity(),
    idutilisateur: integer()
      .notNull()
      .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    type: text().notNull(),
    titre: text().notNull(),
    corps: text().notNull(),
    lien: text().notNull(),
    statut: text().notNull(),
    appareils: integer().notNull().default(0),
    envoyes: integer().notNull().default(0),
    erreur: text(),
    date_ajout: createdAt(),
  },
  (t) => [
    check('push_message_statut_check', sql`${t.statut} in ('envoye','enregistre','aucun_appareil','desactive','echec')`),
    index('push_message_utilisateur_idx').on(t.idutilisateur, t.date_ajout.desc()),
  ],
);

/**
 * Captcha proofs already spent on a sign-up (verify-recaptcha → adduser): a proof buys one account.
 * Rows are useless once expired and are pruned by adduser.
 */
export const captchaProofUsed = pgTable('captcha_proof_used', {
  nonce: text().primaryKey(),
  expire_le: timestamp({ withTimezone: true }).notNull(),
});

export const messageContact = pgTable(
  'message_contact',
  {
    idmessage: integer().primaryKey().generatedAlwaysAsIdentity(),
    nom: text().notNull(),
    email: text().notNull(),
    telephone: text(),
    sujet: text().notNull(),
    message: text().notNull(),
    uid: text(),
    traite: boolean().notNull().default(false),
    date_ajout: createdAt(),
  },
  (t) => [index('message_contact_admin_idx').on(t.traite, t.date_ajout.desc())],
);

/**
 * Photos uploaded for listings: who uploaded each (a listing may only show its owner's photos) and
 * when (those no listing uses are deleted after a day).
 */
export const photoUpload = pgTable(
  'photo_upload',
  {
    chemin: text().primaryKey(),
    idutilisateur: integer()
      .notNull()
      .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    date_ajout: createdAt(),
  },
  (t) => [index('photo_upload_utilisateur_idx').on(t.idutilisateur), index('photo_upload_date_idx').on(t.date_ajout)],
);

/**
 * What an admin's decision on a listing the risk assessment held said of its signals: those it
 * confirmed (a refusal confirms them unless told otherwise) and those it rejected (a publication
 * rejects them unless told otherwise). Over 30 days, how often each signal was right.
 */
export const decisionRisque = pgTable(
  'decision_risque',
  {
    iddecision: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** moto or equipement */
    type: text().notNull(),
    idannonce: integer().notNull(),
    idadmin: integer().references(() => utilisateur.idutilisateur, { onDelete: 'set null' }),
    /** publiee or refusee */
    decision: text().notNull(),
    confirmes: text().array().notNull(),
    rejetes: text().array().notNull(),
    date_ajout: createdAt(),
  },
  (t) => [
    index('decision_risque_date_idx').on(t.date_ajout),
    check('decision_risque_type_check', sql`${t.type} in ('moto','equipement')`),
    check('decision_risque_decision_check', sql`${t.decision} in ('publiee','refusee')`),
  ],
);

/**
 * A code sent by SMS to confirm a person's number, waiting to be typed: Firebase's session for it
 * (its sessionInfo, which only the server holds) and the wrong codes typed so far. One per person;
 * a new code replaces it.
 */
export const verificationTelephone = pgTable('verification_telephone', {
  idutilisateur: integer()
    .primaryKey()
    .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
  telephone: text().notNull(),
  session_info: text().notNull(),
  essais: smallint().notNull().default(0),
  date_ajout: createdAt(),
});

/**
 * The perceptual fingerprint of each photo uploaded for a listing (server/trust/photo-fingerprint):
 * the 64-bit hash and its four 16-bit quarters, each indexed, to find the same picture among
 * millions. Kept while a listing shows the photo; a photo too flat to tell has a row without one.
 */
export const empreintePhoto = pgTable(
  'empreinte_photo',
  {
    chemin: text().primaryKey(),
    idutilisateur: integer()
      .notNull()
      .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    empreinte: bigint({ mode: 'bigint' }),
    q0: integer(),
    q1: integer(),
    q2: integer(),
    q3: integer(),
    date_ajout: createdAt(),
  },
  (t) => [
    // Each quarter with the whole fingerprint: candidates are compared in the index alone, never
    // read from the table (an index-only scan: 6 photos among 3 M in 18 ms instead of 53).
    index('empreinte_photo_q0_idx').on(t.q0, t.empreinte),
    index('empreinte_photo_q1_idx').on(t.q1, t.empreinte),
    index('empreinte_photo_q2_idx').on(t.q2, t.empreinte),
    index('empreinte_photo_q3_idx').on(t.q3, t.empreinte),
    index('empreinte_photo_utilisateur_idx').on(t.idutilisateur),
  ],
);

/**
 * What admins did: who, what, which object, the object before and after, when. Written in the
 * same transaction as the change itself, so nothing an admin does goes unrecorded.
 */
export const auditAdmin = pgTable(
  'audit_admin',
  {
    idaudit: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** null once that admin's account is deleted; their name stays in admin_nom */
    idadmin: integer().references(() => utilisateur.idutilisateur, { onDelete: 'set null' }),
    admin_nom: text().notNull(),
    /** e.g. sponsoring.etat, annonce.moderation, utilisateur.suppression */
    action: text().notNull(),
    /** sponsoring, annonce_moto, annonce_equipement, utilisateur, pack, premium_ads, signalement… */
    objet_type: text().notNull(),
    objet_id: integer().notNull(),
    avant: jsonb(),
    apres: jsonb(),
    date_action: createdAt('date_action'),
  },
  (t) => [index('audit_admin_objet_idx').on(t.objet_type, t.objet_id, t.date_action.desc()), index('audit_admin_date_idx').on(t.date_action.desc())],
);

/**
 * Listings by kind and state, and their views, kept by statement-level triggers on both listing
 * tables (migration 0008), so that the statistics read a few rows instead of a million. Each
 * writer adds to one of 8 slots (by backend), so concurrent view counts do not queue on one row.
 */
export const compteurAnnonces = pgTable(
  'compteur_annonces',
  {
    kind: text().notNull(),
    etat: text().notNull(),
    slot: smallint().notNull(),
    n: integer().notNull().default(0),
    vues: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.etat, t.slot] })],
);

/**
 * Words in Arabic script or Darija, and their French spelling, that the search reads as the site's
 * word ("ياماها" → yamaha, "motor" → moto): reference data (server/db/seed/search-synonyms.ts),
 * each key folded as lib/search-words.ts folds a search.
 */
export const synonymeRecherche = pgTable('synonyme_recherche', {
  expression: text().primaryKey(),
  mot: text().notNull(),
});

/**
 * What visitors search, without who: per Moroccan day, the folded words and the listing type
 * ('tous' for the search of every type), how many clients made it (recherches: each once a day,
 * see rechercheClient), how many results the last one found and how many found none. A search that
 * holds a phone number, an e-mail or an identity card number is not kept (lib/personal-data.ts).
 */
export const rechercheStat = pgTable(
  'recherche_stat',
  {
    jour: date({ mode: 'string' }).notNull(),
    requete: text().notNull(),
    type: text().notNull(),
    recherches: integer().notNull().default(0),
    sans_resultat: integer().notNull().default(0),
    resultats: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jour, t.requete, t.type] }), index('recherche_stat_jour_idx').on(t.jour)],
);

/**
 * Who made a search today, so that each client counts once per search and day in recherche_stat:
 * a keyed hash of their address, changing every day (no address is kept, and one day's hashes say
 * nothing of another's), forgotten once the day is over (refreshSearchViews).
 */
export const rechercheClient = pgTable(
  'recherche_client',
  {
    jour: date({ mode: 'string' }).notNull(),
    requete: text().notNull(),
    type: text().notNull(),
    client: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jour, t.requete, t.type, t.client] })],
);

/**
 * The motorcycles of a person's garage (lib/garage.ts): an account's (idutilisateur) or a device's
 * guest's (guest_id, until it signs in, when they join the account's). Each a reference model and
 * its year (null: not said); one chosen per garage.
 */
export const garageMoto = pgTable(
  'garage_moto',
  {
    idgarage: integer().primaryKey().generatedAlwaysAsIdentity(),
    idutilisateur: integer().references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    guest_id: text(),
    idmodele: integer()
      .notNull()
      .references(() => modele.idmodele, { onDelete: 'cascade' }),
    annee: integer(),
    choisie: boolean().notNull().default(false),
    date_ajout: createdAt(),
  },
  (t) => [
    check('garage_moto_owner_check', sql`(${t.idutilisateur} is null) <> (${t.guest_id} is null)`),
    uniqueIndex('garage_moto_utilisateur_idx')
      .on(t.idutilisateur, t.idmodele, sql`coalesce(${t.annee}, 0)`)
      .where(sql`idutilisateur is not null`),
    uniqueIndex('garage_moto_guest_idx')
      .on(t.guest_id, t.idmodele, sql`coalesce(${t.annee}, 0)`)
      .where(sql`guest_id is not null`),
  ],
);

/**
 * A person's favourite listings: an account's (idutilisateur) or a device's guest (guest_id, until
 * it signs in, when they join the account's). No foreign key to the listing: a removed listing stays
 * in the list, shown by what was kept when it was hearted (titre, photo, prix_ajout).
 */
export const favori = pgTable(
  'favori',
  {
    idfavori: integer().primaryKey().generatedAlwaysAsIdentity(),
    idutilisateur: integer().references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    guest_id: text(),
    type_annonce: text().notNull(),
    idannonce: integer().notNull(),
    titre: text().notNull(),
    photo: text(),
    /** the price when hearted: a lower price now is shown beside it, struck through */
    prix_ajout: integer(),
    /** the last price its follower was told of: a price-drop notice goes out once per drop */
    prix_notifie: integer(),
    /** the language of the page it was hearted from: a guest, who has no account, is told in it */
    langue: text().notNull().default('fr'),
    date_ajout: createdAt(),
  },
  (t) => [
    check('favori_owner_check', sql`(${t.idutilisateur} is null) <> (${t.guest_id} is null)`),
    check('favori_langue_check', sql`${t.langue} in ('fr','ar')`),
    check('favori_type_check', sql`${t.type_annonce} in ('moto','equipement')`),
    uniqueIndex('favori_utilisateur_idx')
      .on(t.idutilisateur, t.type_annonce, t.idannonce)
      .where(sql`idutilisateur is not null`),
    uniqueIndex('favori_guest_idx')
      .on(t.guest_id, t.type_annonce, t.idannonce)
      .where(sql`guest_id is not null`),
    // Who follows a listing (price-drop notices) and favourites added per day.
    index('favori_annonce_idx').on(t.type_annonce, t.idannonce),
    index('favori_date_idx').on(t.date_ajout),
  ],
);

/**
 * A saved search (an alert): its words and filters as the list page reads them (recherche), and
 * the same resolved for matching a newly published listing without running the search: brand,
 * city and categories by their stored names and ids, the words as a tsquery (requete) and, for
 * picking candidates by index, the lexemes one of which a matching listing must have (mots).
 */
export const alerte = pgTable(
  'alerte',
  {
    idalerte: integer().primaryKey().generatedAlwaysAsIdentity(),
    idutilisateur: integer()
      .notNull()
      .references(() => utilisateur.idutilisateur, { onDelete: 'cascade' }),
    nom: text().notNull(),
    /** a listing URL type, or 'tous' (a search of every type) */
    type: text().notNull(),
    recherche: jsonb().notNull(),
    /** instant (a push within minutes) or quotidien (a mail at 8:00) */
    frequence: text().notNull().default('quotidien'),
    active: boolean().notNull().default(true),
    marque: text(),
    modele: text(),
    ville: text(),
    categories: integer().array(),
    prixmin: integer(),
    prixmax: integer(),
    kilometragemax: integer(),
    cylindremin: integer(),
    cylindremax: integer(),
    /** a tyre size's key (120-70-17), for an alert on tyres */
    taille: text(),
    /**
     * what fits a motorcycle (my garage's): the reference model (no foreign key: a model gone
     * leaves the alert finding only the universal items) and, optionally, its year
     */
    compatible: integer(),
    annee: integer(),
    requete: tsquery(),
    mots: text().array(),
    /** the last digest mail it sent (at most one a day) */
    dernier_envoi: timestamp({ withTimezone: true }),
    clics: integer().notNull().default(0),
    /**
     * Raised each time the alert is turned back on: an unsubscribe link names the version it was
     * sent with, so that a link from before does not stop the alert its owner chose to restart.
     */
    version: integer().notNull().default(1),
    date_ajout: createdAt(),
  },
  (t) => [
    check('alerte_frequence_check', sql`${t.frequence} in ('instant','quotidien')`),
    index('alerte_utilisateur_idx').on(t.idutilisateur, t.date_ajout.desc()),
    // Candidates for a new listing: by type, brand and city when it has no words (no brand or no
    // city written as ''), by its words' lexemes otherwise.
    // Covering what matching checks, so that it reads the index alone (no visit of each alert's row).
    index('alerte_sans_mots_idx')
      .on(
        t.type,
        sql`coalesce(marque, '')`,
        sql`coalesce(ville, '')`,
        sql`(prixmax)`,
        sql`(prixmin)`,
        sql`(modele)`,
        sql`(kilometragemax)`,
        sql`(cylindremin)`,
        sql`(cylindremax)`,
        sql`(categories)`,
        sql`(taille)`,
        sql`(compatible)`,
        sql`(annee)`,
        t.idalerte,
        t.idutilisateur,
        t.frequence,
      )
      .where(sql`active and mots is null`),
    index('alerte_mots_idx')
      .using('gin', t.mots)
      .where(sql`active`),
  ],
);

/** What an alert found: each listing once, and whether its digest mail has told it yet. */
export const alerteAnnonce = pgTable(
  'alerte_annonce',
  {
    idalerte: integer()
      .notNull()
      .references(() => alerte.idalerte, { onDelete: 'cascade' }),
    type_annonce: text().notNull(),
    idannonce: integer().notNull(),
    /** for a price-drop line: the price it dropped from (null: a new listing) */
    ancien_prix: integer(),
    envoye: boolean().notNull().default(false),
    /** opened from the alert's push or mail (counted once: alerte.clics) */
    ouvert: boolean().notNull().default(false),
    date_ajout: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.idalerte, t.type_annonce, t.idannonce] }),
    index('alerte_annonce_a_envoyer_idx')
      .on(t.idalerte)
      .where(sql`not envoye`),
  ],
);

/**
 * What buyers and sellers did, per Moroccan day, for the back office: alert notices sent and
 * opened, favourites added, listings expired and renewed, sold through the site or elsewhere.
 * One counter per (day, name), added to where it happens.
 */
export const statJour = pgTable(
  'stat_jour',
  {
    jour: date({ mode: 'string' }).notNull(),
    nom: text().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jour, t.nom] })],
);
