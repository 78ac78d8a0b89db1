DROP INDEX "alerte_sans_mots_idx";--> statement-breakpoint
ALTER TABLE "alerte" ADD COLUMN "compatible" integer;--> statement-breakpoint
ALTER TABLE "alerte" ADD COLUMN "annee" integer;--> statement-breakpoint
CREATE INDEX "alerte_sans_mots_idx" ON "alerte" USING btree ("type",coalesce(marque, ''),coalesce(ville, ''),(prixmax),(prixmin),(modele),(kilometragemax),(cylindremin),(cylindremax),(categories),(taille),(compatible),(annee),"idalerte","idutilisateur","frequence") WHERE active and mots is null;