CREATE TABLE "stat_jour" (
	"jour" date NOT NULL,
	"nom" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_jour_jour_nom_pk" PRIMARY KEY("jour","nom")
);
--> statement-breakpoint
DROP INDEX "alerte_annonce_date_idx";--> statement-breakpoint
DROP INDEX "alerte_sans_mots_idx";--> statement-breakpoint
ALTER TABLE "alerte" ALTER COLUMN "requete" SET DATA TYPE tsquery USING to_tsquery('motomaroc_fr'::regconfig, "requete");--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "vendue_via_site" boolean;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "vendue_via_site" boolean;--> statement-breakpoint
CREATE INDEX "alerte_sans_mots_idx" ON "alerte" USING btree ("type",coalesce(marque, ''),coalesce(ville, ''),(prixmax),(prixmin),(modele),(kilometragemax),(cylindremin),(cylindremax),(categories),"idalerte","idutilisateur","frequence") WHERE active and mots is null;