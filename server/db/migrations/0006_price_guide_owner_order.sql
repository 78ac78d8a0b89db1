DROP INDEX "annonce_equipement_utilisateur_idx";--> statement-breakpoint
DROP INDEX "annonce_moto_utilisateur_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "annonce_moto_prix_marche_idx" ON "annonce_moto" USING btree ("marque",lower("modele"),"model","kilometrage","prix") WHERE etat = 'publiee' and prix is not null;--> statement-breakpoint
CREATE INDEX "annonce_equipement_utilisateur_idx" ON "annonce_equipement" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "annonce_moto_utilisateur_idx" ON "annonce_moto" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST,"idannonce_moto" DESC NULLS LAST);