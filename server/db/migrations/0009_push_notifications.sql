CREATE TABLE "push_message" (
	"idpushmessage" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_message_idpushmessage_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer NOT NULL,
	"type" text NOT NULL,
	"titre" text NOT NULL,
	"corps" text NOT NULL,
	"lien" text NOT NULL,
	"statut" text NOT NULL,
	"appareils" integer DEFAULT 0 NOT NULL,
	"envoyes" integer DEFAULT 0 NOT NULL,
	"erreur" text,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_message_statut_check" CHECK ("push_message"."statut" in ('envoye','enregistre','aucun_appareil','desactive','echec'))
);
--> statement-breakpoint
ALTER TABLE "utilisateur" ADD COLUMN "notifications_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "push_message" ADD CONSTRAINT "push_message_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_message_utilisateur_idx" ON "push_message" USING btree ("idutilisateur","date_ajout" DESC NULLS LAST);