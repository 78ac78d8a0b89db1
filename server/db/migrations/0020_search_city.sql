-- A listing's city among its words (weight D, the lowest): "moto casablanca", and الدار البيضاء
-- read as Casablanca through the synonyms, find the listings of that city.
DROP FUNCTION annonce_moto_document(text, text, text, text, text);--> statement-breakpoint
DROP FUNCTION annonce_equipement_document(text, text, text, text, text);--> statement-breakpoint
CREATE FUNCTION annonce_moto_document(titre text, marque text, modele text, categorie_moto text, description text, ville text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(motomaroc_mots(titre), 'A')
    || setweight(motomaroc_mots(coalesce(marque, '') || ' ' || coalesce(modele, '')), 'B')
    || setweight(motomaroc_mots('moto ' || coalesce(categorie_moto, '')), 'C')
    || setweight(motomaroc_mots(left(description, 3000) || ' ' || coalesce(ville, '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION annonce_equipement_document(titre text, marque text, type text, categorie text, description text, ville text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(motomaroc_mots(titre), 'A')
    || setweight(motomaroc_mots(coalesce(marque, '')), 'B')
    || setweight(motomaroc_mots(CASE type
         WHEN 'moto' THEN 'equipement moto accessoire'
         WHEN 'motard' THEN 'equipement motard'
         WHEN 'piece' THEN 'piece rechange detachee'
         ELSE 'pneu' END || ' ' || coalesce(categorie, '')), 'C')
    || setweight(motomaroc_mots(left(description, 3000) || ' ' || coalesce(ville, '')), 'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION annonce_moto_recherche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recherche := annonce_moto_document(NEW.titre, NEW.marque, NEW.modele, NEW.categorie_moto, NEW.description, NEW.ville);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION annonce_equipement_recherche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recherche := annonce_equipement_document(NEW.titre, NEW.marque, NEW.type,
    (SELECT nom_categorie FROM categorie WHERE idcategorie = NEW.idcategorie), NEW.description, NEW.ville);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER annonce_moto_recherche ON annonce_moto;--> statement-breakpoint
DROP TRIGGER annonce_equipement_recherche ON annonce_equipement;--> statement-breakpoint
CREATE TRIGGER annonce_moto_recherche BEFORE INSERT OR UPDATE OF titre, marque, modele, categorie_moto, description, ville
  ON annonce_moto FOR EACH ROW EXECUTE FUNCTION annonce_moto_recherche();--> statement-breakpoint
CREATE TRIGGER annonce_equipement_recherche BEFORE INSERT OR UPDATE OF titre, marque, type, idcategorie, description, ville
  ON annonce_equipement FOR EACH ROW EXECUTE FUNCTION annonce_equipement_recherche();--> statement-breakpoint
UPDATE annonce_moto SET recherche = annonce_moto_document(titre, marque, modele, categorie_moto, description, ville);--> statement-breakpoint
UPDATE annonce_equipement a SET recherche = annonce_equipement_document(a.titre, a.marque, a.type, c.nom_categorie, a.description, a.ville)
  FROM categorie c WHERE c.idcategorie = a.idcategorie;
