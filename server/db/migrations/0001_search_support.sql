-- Accent-insensitive matching of city and brand names typed in URLs ("Fes" finds "Fès").
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Brand and city are strongly correlated (shops sell their brands in their city): without these
-- statistics the planner multiplies the two selectivities and misjudges the combined searches
-- and the estimated totals of large result sets.
CREATE STATISTICS IF NOT EXISTS annonce_moto_marque_ville_stats (dependencies, mcv) ON marque, ville FROM annonce_moto;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS annonce_equipement_type_ville_stats (dependencies, mcv) ON type, ville FROM annonce_equipement;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS annonce_equipement_type_categorie_stats (dependencies, mcv) ON type, idcategorie FROM annonce_equipement;
