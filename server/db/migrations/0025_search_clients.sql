CREATE TABLE "recherche_client" (
	"jour" date NOT NULL,
	"requete" text NOT NULL,
	"type" text NOT NULL,
	"client" text NOT NULL,
	CONSTRAINT "recherche_client_jour_requete_type_client_pk" PRIMARY KEY("jour","requete","type","client")
);
--> statement-breakpoint
-- Searches kept before lib/personal-data.ts decided what is never kept: those holding a phone
-- number, an e-mail address or an identity card number go (its patterns, as PostgreSQL writes them).
DELETE FROM recherche_stat WHERE requete ~* '@|\d{10,}|(^|\D)0[5-8]([^0-9]{0,3}\d){8}|212[^0-9]{0,3}[5-8]([^0-9]{0,3}\d){8}|\m[a-z]{1,2}\d{5,7}\M|\mc\.?i\.?n\M|\m(gmail|hotmail|yahoo|outlook|menara|icloud)\M';
