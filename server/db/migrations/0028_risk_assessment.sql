CREATE TABLE "mot_arnaque" (
	"idmot" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mot_arnaque_idmot_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expression" text NOT NULL,
	"forme" text NOT NULL,
	"poids" smallint DEFAULT 25 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mot_arnaque_poids_check" CHECK ("mot_arnaque"."poids" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "risque_score" smallint;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD COLUMN "risque_signaux" jsonb;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "risque_score" smallint;--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD COLUMN "risque_signaux" jsonb;--> statement-breakpoint
ALTER TABLE "utilisateur" ADD COLUMN "confiance" text DEFAULT 'normale' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mot_arnaque_forme_uq" ON "mot_arnaque" USING btree ("forme");--> statement-breakpoint
CREATE INDEX "annonce_equipement_description_idx" ON "annonce_equipement" USING btree (md5(lower(regexp_replace("description", '[^[:alnum:]]+', '', 'g')))) WHERE length("annonce_equipement"."description") >= 60;--> statement-breakpoint
CREATE INDEX "annonce_moto_description_idx" ON "annonce_moto" USING btree (md5(lower(regexp_replace("description", '[^[:alnum:]]+', '', 'g')))) WHERE length("annonce_moto"."description") >= 60;--> statement-breakpoint
ALTER TABLE "annonce_equipement" ADD CONSTRAINT "annonce_equipement_risque_check" CHECK ("annonce_equipement"."risque_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "annonce_moto" ADD CONSTRAINT "annonce_moto_risque_check" CHECK ("annonce_moto"."risque_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "utilisateur" ADD CONSTRAINT "utilisateur_confiance_check" CHECK ("utilisateur"."confiance" in ('normale','confiance','mefiance'));--> statement-breakpoint
INSERT INTO "parametrage" ("name", "valeur", "description") VALUES ('seuil_risque', '30', 'Score de risque (0 à 100) à partir duquel une nouvelle annonce attend une vérification ; en dessous, elle est publiée aussitôt.') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "mot_arnaque" ("expression", "forme", "poids") VALUES
('Western Union', 'western union', 40),
('Wafacash', 'wafacash', 40),
('Cash Plus', 'cash plus', 40),
('MoneyGram', 'moneygram', 40),
('mandat cash', 'mandat cash', 40),
('paiement d’avance', 'paiement d avance', 35),
('payer d’avance', 'payer d avance', 35),
('acompte', 'acompte', 30),
('avance sur le prix', 'avance sur le prix', 30),
('envoyer l’argent', 'envoyer l argent', 30),
('virement avant', 'virement avant', 35),
('je suis à l’étranger', 'je suis a l etranger', 35),
('je suis en France', 'je suis en france', 30),
('actuellement à l’étranger', 'actuellement a l etranger', 35),
('transporteur', 'transporteur', 20),
('frais de livraison', 'frais de livraison', 20),
('frais de transport', 'frais de transport', 20),
('dédouanement', 'dedouanement', 35),
('douane', 'douane', 25),
('ويسترن يونيون', 'ويسترن يونيون', 40),
('وفاكاش', 'وفاكاش', 40),
('وفا كاش', 'وفا كاش', 40),
('كاش بلوس', 'كاش بلوس', 40),
('موني غرام', 'موني غرام', 40),
('تسبيق', 'تسبيق', 30),
('عربون', 'عربون', 30),
('الدفع مسبقا', 'الدفع مسبقا', 35),
('حوالة', 'حواله', 30),
('خارج المغرب', 'خارج المغرب', 30),
('في الخارج', 'في الخارج', 30),
('فالخارج', 'فالخارج', 30),
('شركة النقل', 'شركه النقل', 25),
('الشحن', 'الشحن', 20),
('الجمارك', 'الجمارك', 30),
('الديوانة', 'الديوانه', 30),
('tasbi9', 'tasbi9', 30),
('l3arboun', 'l3arboun', 30),
('3arboun', '3arboun', 30),
('lkharij', 'lkharij', 25),
('diwana', 'diwana', 30),
('ldiwana', 'ldiwana', 30)
ON CONFLICT ("forme") DO NOTHING;
