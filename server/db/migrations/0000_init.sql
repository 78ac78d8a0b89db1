CREATE TABLE "annonce_equipement" (
	"idannonce_equipement" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "annonce_equipement_idannonce_equipement_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer NOT NULL,
	"type" text NOT NULL,
	"titre" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prix" integer,
	"idcategorie" integer NOT NULL,
	"marque" text,
	"neuf" boolean DEFAULT false NOT NULL,
	"ville" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"etat" text DEFAULT 'en_attente' NOT NULL,
	"motif_refus" text,
	"vues" integer DEFAULT 0 NOT NULL,
	"reach" integer DEFAULT 0 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"date_publication" timestamp with time zone,
	CONSTRAINT "annonce_equipement_type_check" CHECK ("annonce_equipement"."type" in ('moto','motard','piece','pneu')),
	CONSTRAINT "annonce_equipement_etat_check" CHECK ("annonce_equipement"."etat" in ('en_attente','publiee','refusee','desactivee','vendue')),
	CONSTRAINT "annonce_equipement_prix_check" CHECK ("annonce_equipement"."prix" >= 0),
	CONSTRAINT "annonce_equipement_photos_check" CHECK (cardinality("annonce_equipement"."photos") <= 10),
	CONSTRAINT "annonce_equipement_publication_check" CHECK ("annonce_equipement"."etat" <> 'publiee' or "annonce_equipement"."date_publication" is not null),
	CONSTRAINT "annonce_equipement_compteurs_check" CHECK ("annonce_equipement"."vues" >= 0 and "annonce_equipement"."reach" >= 0)
);
--> statement-breakpoint
CREATE TABLE "annonce_moto" (
	"idannonce_moto" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "annonce_moto_idannonce_moto_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer NOT NULL,
	"titre" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prix" integer,
	"marque" text NOT NULL,
	"modele" text DEFAULT '' NOT NULL,
	"model" smallint,
	"kilometrage" integer,
	"cylindre" integer,
	"categorie_moto" text,
	"neuf" boolean DEFAULT false NOT NULL,
	"ville" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"etat" text DEFAULT 'en_attente' NOT NULL,
	"motif_refus" text,
	"vues" integer DEFAULT 0 NOT NULL,
	"reach" integer DEFAULT 0 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"date_publication" timestamp with time zone,
	CONSTRAINT "annonce_moto_etat_check" CHECK ("annonce_moto"."etat" in ('en_attente','publiee','refusee','desactivee','vendue')),
	CONSTRAINT "annonce_moto_prix_check" CHECK ("annonce_moto"."prix" >= 0),
	CONSTRAINT "annonce_moto_kilometrage_check" CHECK ("annonce_moto"."kilometrage" >= 0),
	CONSTRAINT "annonce_moto_cylindre_check" CHECK ("annonce_moto"."cylindre" > 0),
	CONSTRAINT "annonce_moto_model_check" CHECK ("annonce_moto"."model" between 1900 and 2100),
	CONSTRAINT "annonce_moto_photos_check" CHECK (cardinality("annonce_moto"."photos") <= 10),
	CONSTRAINT "annonce_moto_publication_check" CHECK ("annonce_moto"."etat" <> 'publiee' or "annonce_moto"."date_publication" is not null),
	CONSTRAINT "annonce_moto_compteurs_check" CHECK ("annonce_moto"."vues" >= 0 and "annonce_moto"."reach" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campagne_ads" (
	"idcampagneads" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campagne_ads_idcampagneads_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer,
	"nom" text NOT NULL,
	"nom_entreprise" text NOT NULL,
	"logo" text,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campagne_ads_dates_check" CHECK ("campagne_ads"."date_fin" > "campagne_ads"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "categorie" (
	"idcategorie" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categorie_idcategorie_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"nom_categorie" text NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categorie_type_check" CHECK ("categorie"."type" in ('moto','motard','piece','pneu'))
);
--> statement-breakpoint
CREATE TABLE "marque" (
	"idmarque" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marque_idmarque_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom_marque" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"description" text,
	"pays" text,
	"types" text[] DEFAULT '{moto}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"afficher_accueil" boolean DEFAULT false NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marque_nom_marque_unique" UNIQUE("nom_marque"),
	CONSTRAINT "marque_slug_unique" UNIQUE("slug"),
	CONSTRAINT "marque_types_check" CHECK ("marque"."types" <@ array['moto','motard','piece','pneu']::text[] and cardinality("marque"."types") > 0),
	CONSTRAINT "marque_slug_check" CHECK ("marque"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "message_contact" (
	"idmessage" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_contact_idmessage_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"sujet" text NOT NULL,
	"message" text NOT NULL,
	"uid" text,
	"traite" boolean DEFAULT false NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modele" (
	"idmodele" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modele_idmodele_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idmarque" integer NOT NULL,
	"nom_modele" text NOT NULL,
	"cylindre" integer,
	"categorie_moto" text
);
--> statement-breakpoint
CREATE TABLE "pack_sponsoring" (
	"idpack" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pack_sponsoring_idpack_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prix" numeric(10, 2) NOT NULL,
	"nbr_jour" integer NOT NULL,
	"type" text NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pack_sponsoring_type_check" CHECK ("pack_sponsoring"."type" in ('moto','equipement')),
	CONSTRAINT "pack_sponsoring_prix_check" CHECK ("pack_sponsoring"."prix" > 0),
	CONSTRAINT "pack_sponsoring_nbr_jour_check" CHECK ("pack_sponsoring"."nbr_jour" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "paiement" (
	"idpaiement" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paiement_idpaiement_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oid" text NOT NULL,
	"idutilisateur" integer NOT NULL,
	"idsponsoring" integer NOT NULL,
	"idpack" integer,
	"montant" numeric(10, 2) NOT NULL,
	"etat" text DEFAULT 'initiee' NOT NULL,
	"proc_return_code" text,
	"trans_id" text,
	"callback" jsonb,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_maj" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paiement_oid_unique" UNIQUE("oid"),
	CONSTRAINT "paiement_etat_check" CHECK ("paiement"."etat" in ('initiee','payee','echouee')),
	CONSTRAINT "paiement_montant_check" CHECK ("paiement"."montant" > 0)
);
--> statement-breakpoint
CREATE TABLE "parametrage" (
	"name" text PRIMARY KEY NOT NULL,
	"valeur" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "premium_ads" (
	"idpremiumads" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_ads_idpremiumads_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idcampagneads" integer NOT NULL,
	"image_url" text NOT NULL,
	"redirect_url" text NOT NULL,
	"titre" text NOT NULL,
	"texte" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"page_cible" text[] DEFAULT '{}'::text[] NOT NULL,
	"emplacement" text NOT NULL,
	"reach_potentiel" integer DEFAULT 0 NOT NULL,
	"reach" integer DEFAULT 0 NOT NULL,
	"clics" integer DEFAULT 0 NOT NULL,
	"cout_par_mille" numeric(10, 2) DEFAULT 0 NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"remarque" text,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_ads_device_check" CHECK ("premium_ads"."device" in ('mobile','desktop','tous')),
	CONSTRAINT "premium_ads_emplacement_check" CHECK ("premium_ads"."emplacement" in ('banner','card')),
	CONSTRAINT "premium_ads_compteurs_check" CHECK ("premium_ads"."reach" >= 0 and "premium_ads"."clics" >= 0 and "premium_ads"."reach_potentiel" >= 0 and "premium_ads"."cout_par_mille" >= 0),
	CONSTRAINT "premium_ads_redirect_check" CHECK ("premium_ads"."redirect_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "push_token" (
	"idpushtoken" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_token_idpushtoken_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"uid" text,
	"guest_id" text,
	"date_maj" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_token_token_unique" UNIQUE("token"),
	CONSTRAINT "push_token_owner_check" CHECK ("push_token"."uid" is not null or "push_token"."guest_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "signalement" (
	"idsignalement" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signalement_idsignalement_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_annonce" text NOT NULL,
	"idannonce_moto" integer,
	"idannonce_equipement" integer,
	"motif" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"uid" text,
	"spam" boolean DEFAULT false NOT NULL,
	"statut" text DEFAULT 'nouveau' NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signalement_annonce_check" CHECK (("signalement"."type_annonce" = 'moto' and "signalement"."idannonce_moto" is not null and "signalement"."idannonce_equipement" is null)
        or ("signalement"."type_annonce" = 'equipement' and "signalement"."idannonce_equipement" is not null and "signalement"."idannonce_moto" is null)),
	CONSTRAINT "signalement_motif_check" CHECK ("signalement"."motif" in ('duplicate','fraud','price','misleading','contact','other')),
	CONSTRAINT "signalement_autre_check" CHECK ("signalement"."motif" <> 'other' or "signalement"."spam" or length(btrim("signalement"."details")) > 0),
	CONSTRAINT "signalement_statut_check" CHECK ("signalement"."statut" in ('nouveau','traite','rejete'))
);
--> statement-breakpoint
CREATE TABLE "sponsoring" (
	"idsponsoring" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsoring_idsponsoring_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"idannonce_moto" integer,
	"idannonce_equipement" integer,
	"idutilisateur" integer NOT NULL,
	"idpack" integer,
	"date_debut" timestamp with time zone NOT NULL,
	"nbr_jour" integer NOT NULL,
	"etat_sponsoring" text DEFAULT 'en_attente' NOT NULL,
	"reach" integer DEFAULT 0 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsoring_type_check" CHECK ("sponsoring"."type" in ('moto','equipement')),
	CONSTRAINT "sponsoring_annonce_check" CHECK (("sponsoring"."type" = 'moto' and "sponsoring"."idannonce_moto" is not null and "sponsoring"."idannonce_equipement" is null)
        or ("sponsoring"."type" = 'equipement' and "sponsoring"."idannonce_equipement" is not null and "sponsoring"."idannonce_moto" is null)),
	CONSTRAINT "sponsoring_etat_check" CHECK ("sponsoring"."etat_sponsoring" in ('en_attente','active','expiree','desactivee','refusee')),
	CONSTRAINT "sponsoring_nbr_jour_check" CHECK ("sponsoring"."nbr_jour" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "utilisateur" (
	"idutilisateur" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "utilisateur_idutilisateur_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"nom" text NOT NULL,
	"prenom" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'particulier' NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	"telephone" text,
	"ville" text,
	"nom_entreprise" text,
	"logo" text,
	"description" text,
	"adresse" text,
	CONSTRAINT "utilisateur_uid_unique" UNIQUE("uid"),
	CONSTRAINT "utilisateur_role_check" CHECK ("utilisateur"."role" in ('particulier','boutique','admin')),
	CONSTRAINT "utilisateur_telephone_check" CHECK ("utilisateur"."telephone" ~ '^\+212[0-9]{9}$'),
	CONSTRAINT "utilisateur_boutique_check" CHECK ("utilisateur"."role" <> 'boutique' or "utilisateur"."nom_entreprise" is not null)
);
--> statement-breakpoint
CREATE TABLE "ville" (
	"idville" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ville_idville_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"region" text NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ville_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_idcategorie_categorie_idcategorie_fk" FOREIGN KEY ("idcategorie") REFERENCES "public"."categorie"("idcategorie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_marque_marque_nom_marque_fk" FOREIGN KEY ("marque") REFERENCES "public"."marque"("nom_marque") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_ville_ville_nom_fk" FOREIGN KEY ("ville") REFERENCES "public"."ville"("nom") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD CONSTRAINT "annonce_moto_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD CONSTRAINT "annonce_moto_marque_marque_nom_marque_fk" FOREIGN KEY ("marque") REFERENCES "public"."marque"("nom_marque") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD CONSTRAINT "annonce_moto_ville_ville_nom_fk" FOREIGN KEY ("ville") REFERENCES "public"."ville"("nom") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "campagne_ads" ADD CONSTRAINT "campagne_ads_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modele" ADD CONSTRAINT "modele_idmarque_marque_idmarque_fk" FOREIGN KEY ("idmarque") REFERENCES "public"."marque"("idmarque") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_idsponsoring_sponsoring_idsponsoring_fk" FOREIGN KEY ("idsponsoring") REFERENCES "public"."sponsoring"("idsponsoring") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_idpack_pack_sponsoring_idpack_fk" FOREIGN KEY ("idpack") REFERENCES "public"."pack_sponsoring"("idpack") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_ads" ADD CONSTRAINT "premium_ads_idcampagneads_campagne_ads_idcampagneads_fk" FOREIGN KEY ("idcampagneads") REFERENCES "public"."campagne_ads"("idcampagneads") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_token" ADD CONSTRAINT "push_token_uid_utilisateur_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."utilisateur"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "signalement" ADD CONSTRAINT "signalement_idannonce_moto_annonce_moto_idannonce_moto_fk" FOREIGN KEY ("idannonce_moto") REFERENCES "public"."annonce_moto"("idannonce_moto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signalement" ADD CONSTRAINT "signalement_idannonce_equipement_annonce_equipement_idannonce_equipement_fk" FOREIGN KEY ("idannonce_equipement") REFERENCES "public"."annonce_equipement"("idannonce_equipement") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsoring" ADD CONSTRAINT "sponsoring_idannonce_moto_annonce_moto_idannonce_moto_fk" FOREIGN KEY ("idannonce_moto") REFERENCES "public"."annonce_moto"("idannonce_moto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsoring" ADD CONSTRAINT "sponsoring_idannonce_equipement_annonce_equipement_idannonce_equipement_fk" FOREIGN KEY ("idannonce_equipement") REFERENCES "public"."annonce_equipement"("idannonce_equipement") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsoring" ADD CONSTRAINT "sponsoring_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsoring" ADD CONSTRAINT "sponsoring_idpack_pack_sponsoring_idpack_fk" FOREIGN KEY ("idpack") REFERENCES "public"."pack_sponsoring"("idpack") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilisateur" ADD CONSTRAINT "utilisateur_ville_ville_nom_fk" FOREIGN KEY ("ville") REFERENCES "public"."ville"("nom") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_date_idx" ON "annonce_equipement" USING btree ("date_publication" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_type_idx" ON "annonce_equipement" USING btree ("type","date_publication" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_categorie_idx" ON "annonce_equipement" USING btree ("idcategorie","date_publication" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_type_ville_idx" ON "annonce_equipement" USING btree ("type","ville","date_publication" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_ville_idx" ON "annonce_equipement" USING btree ("ville","date_publication" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_type_prix_idx" ON "annonce_equipement" USING btree ("type","prix","idannonce_equipement") WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_equipement_utilisateur_idx" ON "annonce_equipement" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "annonce_equipement_etat_idx" ON "annonce_equipement" USING btree ("etat","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_date_idx" ON "annonce_moto" USING btree ("date_publication" DESC NULLS LAST,"idannonce_moto" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_marque_idx" ON "annonce_moto" USING btree ("marque","date_publication" DESC NULLS LAST,"idannonce_moto" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_marque_ville_idx" ON "annonce_moto" USING btree ("marque","ville","date_publication" DESC NULLS LAST,"idannonce_moto" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_marque_modele_idx" ON "annonce_moto" USING btree ("marque",lower("modele") text_pattern_ops) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_ville_idx" ON "annonce_moto" USING btree ("ville","date_publication" DESC NULLS LAST,"idannonce_moto" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_prix_idx" ON "annonce_moto" USING btree ("prix","idannonce_moto") WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_marque_prix_idx" ON "annonce_moto" USING btree ("marque","prix","idannonce_moto") WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_cylindre_idx" ON "annonce_moto" USING btree ("cylindre","date_publication" DESC NULLS LAST) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_pub_kilometrage_idx" ON "annonce_moto" USING btree ("kilometrage") WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_utilisateur_idx" ON "annonce_moto" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "annonce_moto_etat_idx" ON "annonce_moto" USING btree ("etat","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "categorie_type_nom_uq" ON "categorie" USING btree ("type","nom_categorie");--> statement-breakpoint
CREATE INDEX "message_contact_admin_idx" ON "message_contact" USING btree ("traite","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "modele_marque_nom_uq" ON "modele" USING btree ("idmarque","nom_modele");--> statement-breakpoint
CREATE INDEX "paiement_sponsoring_idx" ON "paiement" USING btree ("idsponsoring");--> statement-breakpoint
CREATE INDEX "paiement_utilisateur_idx" ON "paiement" USING btree ("idutilisateur","date_creation" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "premium_ads_diffusion_idx" ON "premium_ads" USING btree ("emplacement","device") WHERE actif;--> statement-breakpoint
CREATE INDEX "premium_ads_campagne_idx" ON "premium_ads" USING btree ("idcampagneads");--> statement-breakpoint
CREATE INDEX "push_token_uid_idx" ON "push_token" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "push_token_guest_idx" ON "push_token" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "signalement_admin_idx" ON "signalement" USING btree ("statut","date_ajout" DESC NULLS LAST) WHERE not spam;--> statement-breakpoint
CREATE INDEX "signalement_moto_idx" ON "signalement" USING btree ("idannonce_moto");--> statement-breakpoint
CREATE INDEX "signalement_equipement_idx" ON "signalement" USING btree ("idannonce_equipement");--> statement-breakpoint
CREATE INDEX "sponsoring_actif_idx" ON "sponsoring" USING btree ("type","etat_sponsoring","date_debut" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsoring_moto_idx" ON "sponsoring" USING btree ("idannonce_moto");--> statement-breakpoint
CREATE INDEX "sponsoring_equipement_idx" ON "sponsoring" USING btree ("idannonce_equipement");--> statement-breakpoint
CREATE INDEX "sponsoring_utilisateur_idx" ON "sponsoring" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "utilisateur_email_uq" ON "utilisateur" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "utilisateur_telephone_uq" ON "utilisateur" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "utilisateur_role_idx" ON "utilisateur" USING btree ("role","date_ajout" DESC NULLS LAST);