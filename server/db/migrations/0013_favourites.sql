CREATE TABLE "favori" (
	"idfavori" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favori_idfavori_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idutilisateur" integer,
	"guest_id" text,
	"type_annonce" text NOT NULL,
	"idannonce" integer NOT NULL,
	"titre" text NOT NULL,
	"photo" text,
	"prix_ajout" integer,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favori_owner_check" CHECK (("favori"."idutilisateur" is null) <> ("favori"."guest_id" is null)),
	CONSTRAINT "favori_type_check" CHECK ("favori"."type_annonce" in ('moto','equipement'))
);
--> statement-breakpoint
ALTER TABLE "favori" ADD CONSTRAINT "favori_idutilisateur_utilisateur_idutilisateur_fk" FOREIGN KEY ("idutilisateur") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favori_utilisateur_idx" ON "favori" USING btree ("idutilisateur","type_annonce","idannonce") WHERE idutilisateur is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favori_guest_idx" ON "favori" USING btree ("guest_id","type_annonce","idannonce") WHERE guest_id is not null;--> statement-breakpoint
CREATE INDEX "favori_annonce_idx" ON "favori" USING btree ("type_annonce","idannonce");--> statement-breakpoint
CREATE INDEX "favori_date_idx" ON "favori" USING btree ("date_ajout");