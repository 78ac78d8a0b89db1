DROP INDEX "empreinte_photo_q0_idx";--> statement-breakpoint
DROP INDEX "empreinte_photo_q1_idx";--> statement-breakpoint
DROP INDEX "empreinte_photo_q2_idx";--> statement-breakpoint
DROP INDEX "empreinte_photo_q3_idx";--> statement-breakpoint
CREATE INDEX "empreinte_photo_q0_idx" ON "empreinte_photo" USING btree ("q0","empreinte");--> statement-breakpoint
CREATE INDEX "empreinte_photo_q1_idx" ON "empreinte_photo" USING btree ("q1","empreinte");--> statement-breakpoint
CREATE INDEX "empreinte_photo_q2_idx" ON "empreinte_photo" USING btree ("q2","empreinte");--> statement-breakpoint
CREATE INDEX "empreinte_photo_q3_idx" ON "empreinte_photo" USING btree ("q3","empreinte");