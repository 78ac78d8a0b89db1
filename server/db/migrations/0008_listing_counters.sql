CREATE TABLE "compteur_annonces" (
	"kind" text NOT NULL,
	"etat" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"vues" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "compteur_annonces_kind_etat_slot_pk" PRIMARY KEY("kind","etat","slot")
);
--> statement-breakpoint
INSERT INTO "compteur_annonces" ("kind", "etat", "slot", "n", "vues")
  SELECT 'moto', "etat", 0, count(*), coalesce(sum("vues"), 0) FROM "annonce_moto" GROUP BY "etat"
  UNION ALL
  SELECT 'equipement', "etat", 0, count(*), coalesce(sum("vues"), 0) FROM "annonce_equipement" GROUP BY "etat";
--> statement-breakpoint
CREATE FUNCTION "compter_annonces"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
  -- one of 8 rows per kind and state, by backend: concurrent writers rarely share one
  v_slot smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO compteur_annonces AS c (kind, etat, slot, n, vues)
      SELECT v_kind, d.etat, v_slot, count(*), coalesce(sum(d.vues), 0) FROM nouvelles d GROUP BY d.etat
      ON CONFLICT (kind, etat, slot) DO UPDATE SET n = c.n + excluded.n, vues = c.vues + excluded.vues;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO compteur_annonces AS c (kind, etat, slot, n, vues)
      SELECT v_kind, d.etat, v_slot, -count(*), -coalesce(sum(d.vues), 0) FROM anciennes d GROUP BY d.etat
      ON CONFLICT (kind, etat, slot) DO UPDATE SET n = c.n + excluded.n, vues = c.vues + excluded.vues;
  ELSE
    INSERT INTO compteur_annonces AS c (kind, etat, slot, n, vues)
      SELECT v_kind, d.etat, v_slot, sum(d.dn), sum(d.dv)
      FROM (SELECT a.etat, 1 AS dn, a.vues::bigint AS dv FROM nouvelles a
            UNION ALL
            SELECT b.etat, -1, -b.vues::bigint FROM anciennes b) d
      GROUP BY d.etat
      HAVING sum(d.dn) <> 0 OR sum(d.dv) <> 0
      ON CONFLICT (kind, etat, slot) DO UPDATE SET n = c.n + excluded.n, vues = c.vues + excluded.vues;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "annonce_moto_compteur_insert" AFTER INSERT ON "annonce_moto" REFERENCING NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION "compter_annonces"('moto');
--> statement-breakpoint
CREATE TRIGGER "annonce_moto_compteur_delete" AFTER DELETE ON "annonce_moto" REFERENCING OLD TABLE AS anciennes FOR EACH STATEMENT EXECUTE FUNCTION "compter_annonces"('moto');
--> statement-breakpoint
CREATE TRIGGER "annonce_moto_compteur_update" AFTER UPDATE ON "annonce_moto" REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION "compter_annonces"('moto');
--> statement-breakpoint
CREATE TRIGGER "annonce_equipement_compteur_insert" AFTER INSERT ON "annonce_equipement" REFERENCING NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION "compter_annonces"('equipement');
--> statement-breakpoint
CREATE TRIGGER "annonce_equipement_compteur_delete" AFTER DELETE ON "annonce_equipement" REFERENCING OLD TABLE AS anciennes FOR EACH STATEMENT EXECUTE FUNCTION "compter_annonces"('equipement');
--> statement-breakpoint
CREATE TRIGGER "annonce_equipement_compteur_update" AFTER UPDATE ON "annonce_equipement" REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION "compter_annonces"('equipement');
