-- Search by words (issue 31): the listings' words kept by the database, a French configuration
-- without accents, and what the search reads besides (its vocabulary for typos, its suggestions).
--
-- The folding of motomaroc_fold() is the one lib/search-words.ts applies to a search (the tests of
-- server/api/routes/search.test.ts compare them): lower case, no accents, Arabic letters written one way, hyphens
-- inside a word dropped (x-adv → xadv), anything but letters and digits a space, and with
-- `joindre` a short run of letters joined to the number after it (mt 07 → mt07) unless it is a
-- French word ("de 2019").
CREATE TEXT SEARCH CONFIGURATION motomaroc_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION motomaroc_fr ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;--> statement-breakpoint
CREATE FUNCTION motomaroc_fold(t text, joindre boolean DEFAULT true) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN joindre THEN regexp_replace(folded,
      '(?<![a-z0-9\u0621-\u064a\u0671-\u06d3])(?!(?:a|au|de|des|du|en|et|la|le|les|ou|par|sur|un|une) )([a-z]{1,3}) ([0-9]{1,4})(?![a-z0-9\u0621-\u064a\u0671-\u06d3])',
      '\1\2', 'g')
    ELSE folded END
  FROM (
    SELECT btrim(regexp_replace(regexp_replace(
      translate(
        regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))), '[\u064b-\u065f\u0670\u0640]', '', 'g'),
        'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩', 'ااااهيوي0123456789'),
      '(?<=[a-z0-9\u0621-\u064a\u0671-\u06d3])-(?=[a-z0-9\u0621-\u064a\u0671-\u06d3])', '', 'g'),
      '[^a-z0-9\u0621-\u064a\u0671-\u06d3]+', ' ', 'g')) AS folded
  ) AS f
$$;--> statement-breakpoint
-- A text's lexemes for the search: its words as folded, with and without model names joined
-- (a listing "MT 07" is found by "mt", "07" and "mt07").
CREATE FUNCTION motomaroc_mots(t text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('motomaroc_fr'::regconfig, motomaroc_fold(t, false) || ' ' || motomaroc_fold(t, true))
$$;--> statement-breakpoint
-- The URL key of a model (lib/text.ts foldName): "MT-07" → mt-07.
CREATE FUNCTION motomaroc_slug(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))), '[^a-z0-9]+', '-', 'g'), '-')
$$;--> statement-breakpoint

-- Each listing's words, weighted: title A, brand and model B, its type's everyday words and
-- category C, description D (its first 3,000 characters).
CREATE FUNCTION annonce_moto_document(titre text, marque text, modele text, categorie_moto text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(motomaroc_mots(titre), 'A')
    || setweight(motomaroc_mots(coalesce(marque, '') || ' ' || coalesce(modele, '')), 'B')
    || setweight(motomaroc_mots('moto ' || coalesce(categorie_moto, '')), 'C')
    || setweight(motomaroc_mots(left(description, 3000)), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION annonce_equipement_document(titre text, marque text, type text, categorie text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(motomaroc_mots(titre), 'A')
    || setweight(motomaroc_mots(coalesce(marque, '')), 'B')
    || setweight(motomaroc_mots(CASE type
         WHEN 'moto' THEN 'equipement moto accessoire'
         WHEN 'motard' THEN 'equipement motard'
         WHEN 'piece' THEN 'piece rechange detachee'
         ELSE 'pneu' END || ' ' || coalesce(categorie, '')), 'C')
    || setweight(motomaroc_mots(left(description, 3000)), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION annonce_moto_recherche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recherche := annonce_moto_document(NEW.titre, NEW.marque, NEW.modele, NEW.categorie_moto, NEW.description);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION annonce_equipement_recherche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recherche := annonce_equipement_document(NEW.titre, NEW.marque, NEW.type,
    (SELECT nom_categorie FROM categorie WHERE idcategorie = NEW.idcategorie), NEW.description);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER annonce_moto_recherche BEFORE INSERT OR UPDATE OF titre, marque, modele, categorie_moto, description
  ON annonce_moto FOR EACH ROW EXECUTE FUNCTION annonce_moto_recherche();--> statement-breakpoint
CREATE TRIGGER annonce_equipement_recherche BEFORE INSERT OR UPDATE OF titre, marque, type, idcategorie, description
  ON annonce_equipement FOR EACH ROW EXECUTE FUNCTION annonce_equipement_recherche();--> statement-breakpoint
-- A renamed category renames the words of its listings (a renamed brand reaches them by its
-- foreign key's ON UPDATE CASCADE, which fires the trigger above).
CREATE FUNCTION categorie_renommee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE annonce_equipement SET idcategorie = idcategorie WHERE idcategorie = NEW.idcategorie;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categorie_renommee AFTER UPDATE OF nom_categorie ON categorie
  FOR EACH ROW WHEN (OLD.nom_categorie IS DISTINCT FROM NEW.nom_categorie) EXECUTE FUNCTION categorie_renommee();--> statement-breakpoint
UPDATE annonce_moto SET recherche = annonce_moto_document(titre, marque, modele, categorie_moto, description);--> statement-breakpoint
UPDATE annonce_equipement a SET recherche = annonce_equipement_document(a.titre, a.marque, a.type, c.nom_categorie, a.description)
  FROM categorie c WHERE c.idcategorie = a.idcategorie;--> statement-breakpoint
CREATE INDEX annonce_moto_recherche_idx ON annonce_moto USING gin (recherche) WHERE etat = 'publiee';--> statement-breakpoint
CREATE INDEX annonce_equipement_recherche_idx ON annonce_equipement USING gin (recherche) WHERE etat = 'publiee';--> statement-breakpoint
-- Model pages and the price of a model: its published listings by brand and model key.
CREATE INDEX annonce_moto_pub_modele_slug_idx ON annonce_moto (marque, motomaroc_slug(modele), prix) WHERE etat = 'publiee';--> statement-breakpoint

-- The words of published listings, for typos ("kawazaki" → kawasaki). Refreshed by the job
-- recherche-rafraichir (server/jobs/queue.ts), concurrently, every 5 minutes.
CREATE MATERIALIZED VIEW mot_recherche AS
  SELECT mot, count(*)::int AS n FROM (
    SELECT regexp_split_to_table(motomaroc_fold(titre || ' ' || marque || ' ' || modele, false), ' ') AS mot
      FROM annonce_moto WHERE etat = 'publiee'
    UNION ALL
    SELECT regexp_split_to_table(motomaroc_fold(a.titre || ' ' || coalesce(a.marque, '') || ' ' || c.nom_categorie, false), ' ')
      FROM annonce_equipement a JOIN categorie c ON c.idcategorie = a.idcategorie WHERE a.etat = 'publiee'
  ) AS mots
  WHERE mot ~ '^[a-z]{3,}$'
  GROUP BY mot;--> statement-breakpoint
CREATE UNIQUE INDEX mot_recherche_mot_idx ON mot_recherche (mot);--> statement-breakpoint
CREATE INDEX mot_recherche_trgm_idx ON mot_recherche USING gin (mot gin_trgm_ops);--> statement-breakpoint

-- What the search box suggests: brands, models and categories of published listings with their
-- counts, one row per key a visitor may start typing (the name folded, a model alone, a brand's
-- Arabic spellings, each word of a category).
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
  ) AS cles
  WHERE cles.cle <> '';--> statement-breakpoint
CREATE UNIQUE INDEX suggestion_recherche_uq ON suggestion_recherche (cle, genre, libelle);--> statement-breakpoint
CREATE INDEX suggestion_recherche_cle_idx ON suggestion_recherche (cle text_pattern_ops);--> statement-breakpoint
CREATE INDEX suggestion_recherche_trgm_idx ON suggestion_recherche USING gin (cle gin_trgm_ops);
