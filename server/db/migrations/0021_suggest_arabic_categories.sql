-- A category's Arabic names (synonyme_recherche, whose word is the category's French name) among
-- the keys of the search box's suggestions: typing "الخو" suggests the helmets, as "cas" does.
DROP MATERIALIZED VIEW suggestion_recherche;--> statement-breakpoint
CREATE MATERIALIZED VIEW suggestion_recherche AS
  WITH marques AS (
    SELECT marque, count(*)::int AS n FROM (
      SELECT marque FROM annonce_moto WHERE etat = 'publiee'
      UNION ALL
      SELECT marque FROM annonce_equipement WHERE etat = 'publiee' AND marque IS NOT NULL
    ) AS m GROUP BY marque
  ), modeles AS (
    SELECT marque, mode() WITHIN GROUP (ORDER BY modele) AS modele, motomaroc_slug(modele) AS slug, count(*)::int AS n
      FROM annonce_moto WHERE etat = 'publiee' AND motomaroc_slug(modele) <> ''
      GROUP BY marque, motomaroc_slug(modele)
  ), categories AS (
    SELECT c.idcategorie, c.type, c.nom_categorie, count(*)::int AS n
      FROM annonce_equipement a JOIN categorie c ON c.idcategorie = a.idcategorie
      WHERE a.etat = 'publiee' GROUP BY c.idcategorie
  ), entrees AS (
    SELECT 'marque'::text AS genre, marque AS libelle, marque, NULL::text AS modele, NULL::text AS slug, NULL::text AS type, NULL::int AS idcategorie, n FROM marques
    UNION ALL
    SELECT 'modele', marque || ' ' || modele, marque, modele, slug, 'moto', NULL, n FROM modeles
    UNION ALL
    SELECT 'categorie', nom_categorie, NULL, NULL, NULL, type, idcategorie, n FROM categories
  )
  SELECT DISTINCT cles.cle, e.genre, e.libelle, e.marque, e.modele, e.slug, e.type, e.idcategorie, e.n
  FROM entrees e
  CROSS JOIN LATERAL (
    SELECT motomaroc_fold(e.libelle) AS cle
    UNION SELECT motomaroc_fold(e.modele) WHERE e.modele IS NOT NULL
    UNION SELECT s.expression FROM synonyme_recherche s WHERE e.genre = 'marque' AND s.mot = motomaroc_fold(e.marque)
    UNION SELECT w FROM regexp_split_to_table(motomaroc_fold(e.libelle), ' ') AS w WHERE e.genre = 'categorie' AND length(w) >= 3
    UNION SELECT s.expression FROM synonyme_recherche s WHERE e.genre = 'categorie' AND s.mot = motomaroc_fold(e.libelle)
    UNION SELECT w FROM synonyme_recherche s CROSS JOIN LATERAL regexp_split_to_table(s.expression, ' ') AS w
      WHERE e.genre = 'categorie' AND s.mot = motomaroc_fold(e.libelle) AND length(w) >= 3
  ) AS cles
  WHERE cles.cle <> '';--> statement-breakpoint
CREATE UNIQUE INDEX suggestion_recherche_uq ON suggestion_recherche (cle, genre, libelle);--> statement-breakpoint
CREATE INDEX suggestion_recherche_cle_idx ON suggestion_recherche (cle text_pattern_ops);--> statement-breakpoint
CREATE INDEX suggestion_recherche_trgm_idx ON suggestion_recherche USING gin (cle gin_trgm_ops);
