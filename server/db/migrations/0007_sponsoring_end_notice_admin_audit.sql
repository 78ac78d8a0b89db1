CREATE TABLE "audit_admin" (
	"idaudit" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_admin_idaudit_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idadmin" integer,
	"admin_nom" text NOT NULL,
	"action" text NOT NULL,
	"objet_type" text NOT NULL,
	"objet_id" integer NOT NULL,
	"avant" jsonb,
	"apres" jsonb,
	"date_action" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sponsoring" ADD COLUMN "avis_fin_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_admin" ADD CONSTRAINT "audit_admin_idadmin_utilisateur_idutilisateur_fk" FOREIGN KEY ("idadmin") REFERENCES "public"."utilisateur"("idutilisateur") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_admin_objet_idx" ON "audit_admin" USING btree ("objet_type","objet_id","date_action" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_admin_date_idx" ON "audit_admin" USING btree ("date_action" DESC NULLS LAST);