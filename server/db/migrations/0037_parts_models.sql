-- How many published listings name each reference model (issue 45, the parts pages and the
-- sitemap): counting them over every published listing takes half a second at a million
-- listings, so the job that refreshes the search's views refreshes this one too (every 5 minutes).
CREATE MATERIALIZED VIEW modele_pieces AS
  SELECT named.idmodele, count(*)::int AS annonces
  FROM annonce_equipement a CROSS JOIN LATERAL unnest(a.compat_modeles) AS named(idmodele)
  WHERE a.etat = 'publiee'
  GROUP BY named.idmodele;--> statement-breakpoint
CREATE UNIQUE INDEX modele_pieces_idmodele_idx ON modele_pieces (idmodele);
