CREATE TABLE "etape_donnees" (
	"nom" text PRIMARY KEY NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_taille" text;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_largeur" double precision;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_serie" smallint;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_construction" text;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_jante" smallint;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_charge" smallint;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_vitesse" text;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "pneu_position" text;--> statement-breakpoint
CREATE INDEX "annonce_equipement_pub_pneu_taille_idx" ON "annonce_equipement" USING btree ("pneu_taille","date_publication" DESC NULLS LAST,"idannonce_equipement" DESC NULLS LAST,"prix") WHERE "annonce_equipement"."etat" = 'publiee' and "annonce_equipement"."pneu_taille" is not null;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_pneu_check" CHECK (("annonce_equipement"."pneu_taille" is null or "annonce_equipement"."type" = 'pneu') and ("annonce_equipement"."pneu_taille" is null) = ("annonce_equipement"."pneu_largeur" is null) and ("annonce_equipement"."pneu_taille" is null) = ("annonce_equipement"."pneu_jante" is null));--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_pneu_construction_check" CHECK ("annonce_equipement"."pneu_construction" in ('R','ZR','B','D'));--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_pneu_position_check" CHECK ("annonce_equipement"."pneu_position" is null or ("annonce_equipement"."pneu_position" in ('avant','arriere') and "annonce_equipement"."type" = 'pneu'));--> statement-breakpoint
-- A tyre's size is one word of its search document, weight A ("120-70-17" → taille120x70x17,
-- lib/tyre-sizes.ts tyreSearchWord): a search that names a size, however written, asks for it.
-- The sizes of the tyres already listed are read from their titles by a data step
-- (server/db/data-steps.ts), whose update fires this trigger.
CREATE OR REPLACE FUNCTION annonce_equipement_recherche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recherche := annonce_equipement_document(NEW.titre, NEW.marque, NEW.type,
    (SELECT nom_categorie FROM categorie WHERE idcategorie = NEW.idcategorie), NEW.description, NEW.ville)
    || CASE WHEN NEW.pneu_taille IS NULL THEN ''::tsvector
       ELSE setweight(to_tsvector('simple'::regconfig, 'taille' || replace(NEW.pneu_taille, '-', 'x')), 'A') END;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER annonce_equipement_recherche ON annonce_equipement;--> statement-breakpoint
CREATE TRIGGER annonce_equipement_recherche BEFORE INSERT OR UPDATE OF titre, marque, type, idcategorie, description, ville, pneu_taille
  ON annonce_equipement FOR EACH ROW EXECUTE FUNCTION annonce_equipement_recherche();
