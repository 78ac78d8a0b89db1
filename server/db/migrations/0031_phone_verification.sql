CREATE TABLE "verification_telephone" (
	"idutilisateur" integer PRIMARY KEY NOT NULL,
	"telephone" text NOT NULL,
	"session_info" text NOT NULL,
	"essais" smallint DEFAULT 0 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utilisateur" ADD COLUMN "telephone_verifie" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_telephone" ADD CONSTRAINT "verification_telephone_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilisateur" ADD CONSTRAINT "utilisateur_telephone_verifie_check" CHECK ("utilisateur"."telephone_verifie" is null or "utilisateur"."telephone" is not null);