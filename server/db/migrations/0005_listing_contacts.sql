ALTER TABLE "annonce_equipement" ADD COLUMN "contacts_telephone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "contacts_whatsapp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "contacts_telephone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "contacts_whatsapp" integer DEFAULT 0 NOT NULL;