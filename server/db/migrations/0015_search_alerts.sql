CREATE TABLE "alerte" (
	"idalerte" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerte_idalerte_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer NOT NULL,
	"nom" text NOT NULL,
	"type" text NOT NULL,
	"recherche" jsonb NOT NULL,
	"frequence" text DEFAULT 'quotidien' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"marque" text,
	"modele" text,
	"ville" text,
	"categories" integer[],
	"prixmin" integer,
	"prixmax" integer,
	"kilometragemax" integer,
	"cylindremin" integer,
	"cylindremax" integer,
	"requete" text,
	"mots" text[],
	"dernier_envoi" timestamp with time zone,
	"clics" integer DEFAULT 0 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerte_frequence_check" CHECK ("alerte"."frequence" in ('instant','quotidien'))
);
--> statement-breakpoint
CREATE TABLE "alerte_annonce" (
	"idalerte" integer NOT NULL,
	"type_annonce" text NOT NULL,
	"idannonce" integer NOT NULL,
	"ancien_prix" integer,
	"envoye" boolean DEFAULT false NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerte_annonce_idalerte_type_annonce_idannonce_pk" PRIMARY KEY("idalerte","type_annonce","idannonce")
);
--> statement-breakpoint
ALTER TABLE "favori" ADD COLUMN "prix_notifie" integer;--> statement-breakpoint
ALTER TABLE "alerte" ADD CONSTRAINT "alerte_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerte_annonce" ADD CONSTRAINT "alerte_annonce_idalerte_alerte_idalerte_fk" FOREIGN KEY ("idalerte") REFERENCES "public"."alerte"("idalerte") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerte_utilisateur_idx" ON "alerte" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerte_sans_mots_idx" ON "alerte" USING btree ("type","marque") WHERE active and mots is null;--> statement-breakpoint
CREATE INDEX "alerte_mots_idx" ON "alerte" USING gin ("mots") WHERE active;--> statement-breakpoint
CREATE INDEX "alerte_annonce_a_envoyer_idx" ON "alerte_annonce" USING btree ("idalerte") WHERE not envoye;--> statement-breakpoint
CREATE INDEX "alerte_annonce_date_idx" ON "alerte_annonce" USING btree ("date_ajout");