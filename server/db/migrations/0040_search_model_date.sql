-- A search naming reference models ("kawazaki ninja": Ninja 400, Ninja 650) shows those models'
-- listings with the words in their title first, the newest first. Read model by model from here,
-- in date order, that is a page's worth of rows; through the words' GIN index it was every
-- listing with the words (13,001 at a million listings), fetched and sorted: 59 ms.
CREATE INDEX annonce_moto_pub_modele_date_idx ON annonce_moto (motomaroc_slug(modele), date_publication DESC NULLS LAST, idannonce_moto DESC NULLS LAST) WHERE etat = 'publiee';
