CREATE TABLE "captcha_proof_used" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expire_le" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paiement" DROP CONSTRAINT "paiement_idutilisateur_utilisateur_idutilisateur_fk";
--> statement-breakpoint
ALTER TABLE "paiement" DROP CONSTRAINT "paiement_idsponsoring_sponsoring_idsponsoring_fk";
--> statement-breakpoint
ALTER TABLE "paiement" ALTER COLUMN "idutilisateur" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paiement" ALTER COLUMN "idsponsoring" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_idsponsoring_sponsoring_idsponsoring_fk" FOREIGN KEY ("idsponsoring") REFERENCES "public"."sponsoring"("idsponsoring") ON DELETE set null ON UPDATE no action;