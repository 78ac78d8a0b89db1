ALTER TABLE "annonce_equipement" DROP CONSTRAINT "annonce_equipement_etat_check";--> statement-breakpoint
ALTER TABLE "annonce_moto" DROP CONSTRAINT "annonce_moto_etat_check";--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "date_renouvellement" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "avis_expiration" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "date_renouvellement" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "avis_expiration" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "annonce_equipement_expiration_idx" ON "annonce_equipement" USING btree (coalesce(date_renouvellement, date_publication)) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX "annonce_moto_expiration_idx" ON "annonce_moto" USING btree (coalesce(date_renouvellement, date_publication)) WHERE etat = 'publiee';--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_etat_check" CHECK ("annonce_equipement"."etat" in ('en_attente','publiee','refusee','desactivee','vendue','expiree'));--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD CONSTRAINT "annonce_moto_etat_check" CHECK ("annonce_moto"."etat" in ('en_attente','publiee','refusee','desactivee','vendue','expiree'));--> statement-breakpoint
INSERT INTO "parametrage" ("name", "valeur", "description") VALUES ('duree_annonce_jours', '60', 'Jours en ligne d’une annonce après sa publication ou sa dernière prolongation, avant qu’elle expire.') ON CONFLICT ("name") DO NOTHING;
