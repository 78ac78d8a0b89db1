ALTER TABLE "favori" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "favori" ADD CONSTRAINT "favori_langue_check" CHECK ("favori"."langue" in ('fr','ar'));