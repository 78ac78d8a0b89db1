ALTER TABLE "push_token" ADD COLUMN "appareil" text;--> statement-breakpoint
-- A token a guest holds was registered by that guest's device.
UPDATE "push_token" SET "appareil" = "guest_id" WHERE "guest_id" IS NOT NULL;
