CREATE TABLE "garage_moto" (
	"idgarage" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garage_moto_idgarage_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer,
	"guest_id" text,
	"idmodele" integer NOT NULL,
	"annee" integer,
	"choisie" boolean DEFAULT false NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_moto_owner_check" CHECK (("garage_moto"."idutilisateur" is null) <> ("garage_moto"."guest_id" is null))
);
--> statement-breakpoint
ALTER TABLE "modele" ADD COLUMN "pneu_avant" text;--> statement-breakpoint
ALTER TABLE "modele" ADD COLUMN "pneu_arriere" text;--> statement-breakpoint
ALTER TABLE "garage_moto" ADD CONSTRAINT "garage_moto_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_moto" ADD CONSTRAINT "garage_moto_idmodele_modele_idmodele_fk" FOREIGN KEY ("idmodele") REFERENCES "public"."modele"("idmodele") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_moto_utilisateur_idx" ON "garage_moto" USING btree ("idutilisateur","idmodele",coalesce("annee", 0)) WHERE idutilisateur is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_moto_guest_idx" ON "garage_moto" USING btree ("guest_id","idmodele",coalesce("annee", 0)) WHERE guest_id is not null;