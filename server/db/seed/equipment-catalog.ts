/**
 * Equipment and parts the demo listings are made of: per category, products with a brand (when it
 * is one of ours) and a plausible price range in Dh.
 */
import type { EquipmentType } from '@/lib/listing-types';

export interface ProductSeed {
  titre: string;
  /** a brand of the marque table, or null */
  marque: string | null;
  prix: [number, number];
  sizes?: boolean;
}

const p = (titre: string, marque: string | null, min: number, max: number, sizes = false): ProductSeed => ({
  titre,
  marque,
  prix: [min, max],
  sizes,
});

export const EQUIPMENT_CATALOG: Record<EquipmentType, Record<string, ProductSeed[]>> = {
  motard: {
    Casques: [
      p('Casque intégral Shoei NXR2', 'Shoei', 4500, 6900, true),
      p('Casque Shoei GT-Air 3 avec écran solaire', 'Shoei', 5200, 7500, true),
      p('Casque Arai RX-7V Evo', 'Arai', 6500, 9500, true),
      p('Casque HJC RPHA 71 Carbon', 'HJC', 3200, 4800, true),
      p('Casque modulable HJC i91', 'HJC', 2100, 2900, true),
      p('Casque LS2 FF800 Storm II', 'LS2', 1400, 2100, true),
      p('Casque jet LS2 Verso', 'LS2', 800, 1300, true),
      p('Casque cross LS2 MX436 Pioneer', 'LS2', 1300, 1900, true),
    ],
    Blousons: [
      p('Blouson Alpinestars T-GP Plus R v4', 'Alpinestars', 2300, 3200, true),
      p('Veste Alpinestars Andes v3 Drystar', 'Alpinestars', 2900, 3900, true),
      p('Blouson cuir Dainese Avro 5', 'Dainese', 4200, 5600, true),
      p('Veste textile Dainese Super Speed 4', 'Dainese', 2600, 3400, true),
      p('Blouson mi-saison homologué CE', null, 900, 1500, true),
    ],
    Gants: [
      p('Gants Alpinestars SP-8 v3', 'Alpinestars', 900, 1300, true),
      p('Gants été Alpinestars SMX-1 Air v2', 'Alpinestars', 550, 800, true),
      p('Gants Dainese Carbon 4 Long', 'Dainese', 1600, 2200, true),
      p('Gants hiver chauffants', null, 700, 1200, true),
    ],
    Bottes: [
      p('Bottes Alpinestars SMX-6 v3', 'Alpinestars', 2400, 3300, true),
      p('Bottes cross Alpinestars Tech 7', 'Alpinestars', 3300, 4200, true),
      p('Baskets moto Dainese Metractive', 'Dainese', 1400, 1900, true),
    ],
    Pantalons: [p('Pantalon textile Dainese Drake Air', 'Dainese', 1500, 2200, true), p('Jean moto renforcé Kevlar', null, 700, 1200, true)],
    Combinaisons: [
      p('Combinaison cuir 2 pièces Alpinestars Missile', 'Alpinestars', 7500, 11000, true),
      p('Combinaison cuir Dainese Laguna Seca 5', 'Dainese', 9000, 13500, true),
    ],
    'Gilets airbag': [p('Gilet airbag Dainese Smart Jacket', 'Dainese', 5200, 6900, true), p('Gilet airbag à déclenchement filaire', null, 2400, 3500, true)],
    'Équipement pluie': [p('Ensemble de pluie veste et pantalon', null, 350, 650, true), p('Sur-bottes imperméables', null, 150, 300)],
    Intercoms: [
      p('Intercom Bluetooth Sena 50S', null, 2600, 3400),
      p('Intercom Cardo Packtalk Edge', null, 2900, 3800),
      p('Kit Bluetooth LS2 4X', 'LS2', 900, 1300),
    ],
  },
  moto: {
    'Top cases et bagagerie': [
      p('Top case Givi V47 avec platine', 'Givi', 2100, 2900),
      p('Valises latérales Givi Trekker 33 L', 'Givi', 4800, 6500),
      p('Sacoche de réservoir aimantée', null, 350, 650),
      p('Sacoches cavalières 2 × 20 L', null, 700, 1200),
    ],
    'Antivols et alarmes': [
      p('Antivol U Abus Granit X-Plus', null, 900, 1300),
      p('Chaîne antivol 150 cm avec cadenas', null, 600, 1000),
      p('Bloque-disque avec alarme 110 dB', null, 300, 550),
    ],
    'Protections moteur et crash bars': [
      p('Crash bars pour BMW R 1250 GS', null, 2400, 3400),
      p('Sabot moteur aluminium pour Ténéré 700', null, 1600, 2200),
      p('Tampons de protection pour MT-07', null, 450, 800),
    ],
    'Bulles et saute-vent': [p('Bulle haute Givi pour Tracer 9', 'Givi', 1300, 1800), p('Saute-vent fumé universel', null, 450, 800)],
    'Supports téléphone et GPS': [p('Support téléphone Quad Lock pour guidon', null, 600, 900), p('Support GPS avec chargeur USB', null, 250, 450)],
    Éclairage: [p('Phares LED additionnels (paire)', null, 700, 1300), p('Clignotants LED séquentiels', null, 250, 500)],
    'Housses et bâches': [p('Housse de moto imperméable taille XL', null, 250, 450), p('Housse intérieure anti-poussière', null, 300, 550)],
    Selles: [p('Selle confort pour Tracer 9', null, 1800, 2600), p('Selle basse pour Africa Twin', null, 2200, 3100)],
    Rétroviseurs: [p('Rétroviseurs CNC universels (paire)', null, 300, 600), p('Rétroviseurs embouts de guidon', null, 450, 800)],
  },
  piece: {
    Freinage: [
      p('Plaquettes de frein avant Brembo', 'Brembo', 350, 650),
      p('Disque de frein avant Brembo 320 mm', 'Brembo', 1400, 2200),
      p('Maître-cylindre radial Brembo', 'Brembo', 2600, 3600),
    ],
    Transmission: [
      p('Kit chaîne DID pour Yamaha MT-07', null, 1100, 1600),
      p('Kit chaîne pour Honda CB500F', null, 900, 1400),
      p('Pignon de sortie de boîte 15 dents', null, 150, 300),
    ],
    Moteur: [
      p('Kit piston pour Yamaha Crypton 115', 'Yamaha', 450, 800),
      p('Joint de culasse pour Honda Wave 110', 'Honda', 120, 250),
      p('Embrayage complet pour Suzuki GSX-S750', 'Suzuki', 1500, 2300),
    ],
    'Filtres et entretien': [
      p('Filtre à huile HF204 (lot de 3)', null, 180, 300),
      p('Filtre à air pour KTM 390 Duke', 'KTM', 250, 450),
      p('Kit entretien complet pour Honda PCX 125', 'Honda', 350, 550),
    ],
    'Huiles et lubrifiants': [
      p('Huile moteur Motul 7100 10W40 4 L', 'Motul', 380, 480),
      p('Huile Motul 5100 15W50 1 L', 'Motul', 110, 150),
      p('Graisse chaîne Motul C4 Factory Line', 'Motul', 90, 140),
    ],
    Électricité: [
      p('Bougie NGK CR9EIA-9 (lot de 2)', 'NGK', 180, 280),
      p('Batterie lithium YTZ10S', null, 900, 1400),
      p('Régulateur de tension pour Yamaha', 'Yamaha', 450, 750),
    ],
    Carrosserie: [
      p('Carénage latéral droit pour Yamaha YZF-R3', 'Yamaha', 900, 1500),
      p('Garde-boue avant pour Honda CB650R', 'Honda', 700, 1100),
      p('Tablier avant pour Peugeot Kisbee', 'Peugeot', 350, 600),
    ],
    Suspension: [p('Amortisseur arrière réglable pour MT-07', null, 2800, 4200), p('Ressorts de fourche progressifs', null, 900, 1400)],
    Échappement: [
      p('Silencieux Akrapovič Slip-On pour Kawasaki Z900', 'Akrapovič', 5200, 7500),
      p('Ligne complète Akrapovič pour KTM 790 Duke', 'Akrapovič', 9500, 13000),
      p('Pot d’échappement sport pour scooter 125', null, 900, 1500),
    ],
  },
  pneu: {
    'Pneus route': [
      p('Pneu arrière Michelin Road 6 180/55 ZR17', 'Michelin', 1800, 2300),
      p('Pneu avant Michelin Road 6 120/70 ZR17', 'Michelin', 1400, 1800),
      p('Pneu Metzeler Roadtec 01 SE 160/60 ZR17', 'Metzeler', 1500, 1950),
      p('Paire Bridgestone Battlax T32', 'Bridgestone', 3000, 3800),
    ],
    'Pneus sport': [
      p('Paire Pirelli Diablo Rosso IV', 'Pirelli', 3200, 4100),
      p('Pneu arrière Bridgestone S22 190/55 ZR17', 'Bridgestone', 1900, 2400),
      p('Pneu Dunlop Sportsmart TT 180/55 ZR17', 'Dunlop', 1700, 2200),
    ],
    'Pneus trail': [
      p('Pneu Michelin Anakee Adventure 150/70 R18', 'Michelin', 1600, 2100),
      p('Paire Pirelli Scorpion Rally STR', 'Pirelli', 3100, 3900),
      p('Pneu Metzeler Karoo 4 170/60 R17', 'Metzeler', 1700, 2200),
    ],
    'Pneus scooter': [
      p('Pneu Michelin City Grip 2 120/70-12', 'Michelin', 500, 700),
      p('Pneu Pirelli Angel Scooter 140/70-14', 'Pirelli', 650, 850),
      p('Pneu Dunlop ScootSmart 100/90-10', 'Dunlop', 350, 500),
    ],
    'Pneus cross': [p('Pneu Dunlop Geomax MX34 110/90-19', 'Dunlop', 900, 1300), p('Pneu Pirelli Scorpion MX32 80/100-21', 'Pirelli', 800, 1100)],
    'Chambres à air': [p('Chambre à air 18 pouces renforcée', null, 90, 160), p('Chambre à air 21 pouces cross', null, 100, 170)],
    Jantes: [p('Paire de jantes Excel pour KTM EXC', null, 6500, 9000), p('Jante arrière alu 17 pouces', null, 1500, 2600)],
  },
};
