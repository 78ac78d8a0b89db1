CREATE TABLE "recherche_stat" (
	"jour" date NOT NULL,
	"requete" text NOT NULL,
	"type" text NOT NULL,
	"recherches" integer DEFAULT 0 NOT NULL,
	"sans_resultat" integer DEFAULT 0 NOT NULL,
	"resultats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recherche_stat_jour_requete_type_pk" PRIMARY KEY("jour","requete","type")
);
--> statement-breakpoint
CREATE TABLE "synonyme_recherche" (
	"expression" text PRIMARY KEY NOT NULL,
	"mot" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "recherche" "tsvector";--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "recherche" "tsvector";--> statement-breakpoint
CREATE INDEX "recherche_stat_jour_idx" ON "recherche_stat" USING btree ("jour");