-- Direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) out of what people
-- wrote before v1 dropped them at the door (server/api/middleware/direction-controls.ts): a title
-- written backwards past the link rule shows as written, and no text reverses ours beside it.
UPDATE annonce_moto SET titre = regexp_replace(titre, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), description = regexp_replace(description, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), motif_refus = regexp_replace(motif_refus, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE titre ~ '[\u202A-\u202E\u2066-\u2069]' or description ~ '[\u202A-\u202E\u2066-\u2069]' or motif_refus ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE annonce_equipement SET titre = regexp_replace(titre, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), description = regexp_replace(description, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), motif_refus = regexp_replace(motif_refus, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE titre ~ '[\u202A-\u202E\u2066-\u2069]' or description ~ '[\u202A-\u202E\u2066-\u2069]' or motif_refus ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE utilisateur SET nom = regexp_replace(nom, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), prenom = regexp_replace(prenom, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), nom_entreprise = regexp_replace(nom_entreprise, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), description = regexp_replace(description, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), adresse = regexp_replace(adresse, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE nom ~ '[\u202A-\u202E\u2066-\u2069]' or prenom ~ '[\u202A-\u202E\u2066-\u2069]' or nom_entreprise ~ '[\u202A-\u202E\u2066-\u2069]' or description ~ '[\u202A-\u202E\u2066-\u2069]' or adresse ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE alerte SET nom = regexp_replace(nom, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE nom ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE signalement SET details = regexp_replace(details, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE details ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE message_contact SET nom = regexp_replace(nom, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), sujet = regexp_replace(sujet, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), message = regexp_replace(message, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE nom ~ '[\u202A-\u202E\u2066-\u2069]' or sujet ~ '[\u202A-\u202E\u2066-\u2069]' or message ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE favori SET titre = regexp_replace(titre, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE titre ~ '[\u202A-\u202E\u2066-\u2069]';
