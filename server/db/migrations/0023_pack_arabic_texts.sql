ALTER TABLE "pack_sponsoring" ADD COLUMN "nom_ar" text;--> statement-breakpoint
ALTER TABLE "pack_sponsoring" ADD COLUMN "description_ar" text;