CREATE TABLE "decision_risque" (
	"iddecision" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decision_risque_iddecision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"idannonce" integer NOT NULL,
	"idadmin" integer,
	"decision" text NOT NULL,
	"confirmes" text[] NOT NULL,
	"rejetes" text[] NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_risque_type_check" CHECK ("decision_risque"."type" in ('moto','equipement')),
	CONSTRAINT "decision_risque_decision_check" CHECK ("decision_risque"."decision" in ('publiee','refusee'))
);
--> statement-breakpoint
ALTER TABLE "decision_risque" ADD CONSTRAINT "decision_risque_idadmin_utilisateur_idutilisateur_fk" FOREIGN KEY ("idadmin") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_risque_date_idx" ON "decision_risque" USING btree ("date_ajout");