CREATE TABLE "empreinte_photo" (
	"chemin" text PRIMARY KEY NOT NULL,
	"idutilisateur" integer NOT NULL,
	"empreinte" bigint,
	"q0" integer,
	"q1" integer,
	"q2" integer,
	"q3" integer,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empreinte_photo" ADD CONSTRAINT "empreinte_photo_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empreinte_photo_q0_idx" ON "empreinte_photo" USING btree ("q0");--> statement-breakpoint
CREATE INDEX "empreinte_photo_q1_idx" ON "empreinte_photo" USING btree ("q1");--> statement-breakpoint
CREATE INDEX "empreinte_photo_q2_idx" ON "empreinte_photo" USING btree ("q2");--> statement-breakpoint
CREATE INDEX "empreinte_photo_q3_idx" ON "empreinte_photo" USING btree ("q3");--> statement-breakpoint
CREATE INDEX "empreinte_photo_utilisateur_idx" ON "empreinte_photo" USING btree ("idutilisateur");--> statement-breakpoint
CREATE INDEX "annonce_equipement_photos_idx" ON "annonce_equipement" USING gin ("photos");--> statement-breakpoint
CREATE INDEX "annonce_moto_photos_idx" ON "annonce_moto" USING gin ("photos");