CREATE TABLE "photo_upload" (
	"chemin" text PRIMARY KEY NOT NULL,
	"idutilisateur" integer NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_upload" ADD CONSTRAINT "photo_upload_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_upload_utilisateur_idx" ON "photo_upload" USING btree ("idutilisateur");--> statement-breakpoint
CREATE INDEX "photo_upload_date_idx" ON "photo_upload" USING btree ("date_ajout");