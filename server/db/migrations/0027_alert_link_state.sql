ALTER TABLE "alerte" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerte_annonce" ADD COLUMN "ouvert" boolean DEFAULT false NOT NULL;