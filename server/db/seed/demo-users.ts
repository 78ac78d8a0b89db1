/**
 * The demo accounts: one admin, six shops and twenty individuals. They exist in the database and
 * in the Auth emulator with the same uid, so that they can sign in (README lists them).
 */

export const DEMO_PASSWORD = 'MotoMaroc2026!';

export interface DemoUser {
  uid: string;
  email: string;
  nom: string;
  prenom: string;
  role: 'particulier' | 'boutique' | 'admin';
  telephone: string;
  ville: string;
  nom_entreprise?: string;
  description?: string;
  adresse?: string;
  /** shop logo colour */
  couleur?: string;
  /** what a shop sells: moto styles or equipment types */
  specialite?: 'motos' | 'scooters' | 'premium' | 'pieces' | 'motard' | 'accessoires';
}

export const DEMO_ADMIN: DemoUser = {
  uid: 'demo-admin',
  email: 'admin@motomaroc.ma',
  nom: 'Benali',
  prenom: 'Samir',
  role: 'admin',
  telephone: '+212661000001',
  ville: 'Casablanca',
};

export const DEMO_SHOPS: DemoUser[] = [
  {
    uid: 'demo-boutique-atlas-motos',
    email: 'contact@atlas-motos.ma',
    nom: 'El Amrani',
    prenom: 'Karim',
    role: 'boutique',
    telephone: '+212522451230',
    ville: 'Casablanca',
    nom_entreprise: 'Atlas Motos',
    description:
      'Concession multimarque au cœur de Casablanca depuis 2009 : motos neuves et d’occasion révisées, reprise de votre ancienne moto et facilités de paiement.',
    adresse: '112, boulevard Zerktouni, Maârif, Casablanca',
    couleur: '#c62828',
    specialite: 'motos',
  },
  {
    uid: 'demo-boutique-rabat-moto-center',
    email: 'info@rabat-moto-center.ma',
    nom: 'Tazi',
    prenom: 'Mehdi',
    role: 'boutique',
    telephone: '+212537702415',
    ville: 'Rabat',
    nom_entreprise: 'Rabat Moto Center',
    description: 'Spécialiste des grosses cylindrées européennes : trails, roadsters et routières. Atelier agréé, garantie 6 mois sur toutes nos occasions.',
    adresse: '45, avenue Mohammed VI, Souissi, Rabat',
    couleur: '#1e4fb8',
    specialite: 'premium',
  },
  {
    uid: 'demo-boutique-marrakech-scooters',
    email: 'bonjour@marrakech-scooters.ma',
    nom: 'Ouazzani',
    prenom: 'Hajar',
    role: 'boutique',
    telephone: '+212524438810',
    ville: 'Marrakech',
    nom_entreprise: 'Marrakech Scooters',
    description: 'Scooters neufs et d’occasion pour la ville : 50 cm³, 125 cm³ et maxi-scooters. Livraison dans tout Marrakech et entretien sur place.',
    adresse: '18, rue Ibn Aïcha, Guéliz, Marrakech',
    couleur: '#ef6c00',
    specialite: 'scooters',
  },
  {
    uid: 'demo-boutique-tanger-moto-pieces',
    email: 'ventes@tanger-moto-pieces.ma',
    nom: 'Bouazza',
    prenom: 'Anas',
    role: 'boutique',
    telephone: '+212539945567',
    ville: 'Tanger',
    nom_entreprise: 'Tanger Moto Pièces',
    description: 'Pièces détachées neuves et d’origine, pneus toutes marques et montage en atelier. Envoi partout au Maroc en 48 h.',
    adresse: '7, rue de Fès, Tanger',
    couleur: '#2e7d32',
    specialite: 'pieces',
  },
  {
    uid: 'demo-boutique-souss-riders',
    email: 'shop@souss-riders.ma',
    nom: 'Idrissi',
    prenom: 'Hamza',
    role: 'boutique',
    telephone: '+212528823341',
    ville: 'Agadir',
    nom_entreprise: 'Souss Riders Équipement',
    description: 'Tout l’équipement du motard : casques homologués, blousons, gants et bottes des grandes marques, conseils et essayage en magasin.',
    adresse: '23, avenue Hassan II, Agadir',
    couleur: '#6a1b9a',
    specialite: 'motard',
  },
  {
    uid: 'demo-boutique-fes-moto-accessoires',
    email: 'contact@fes-moto-accessoires.ma',
    nom: 'Alaoui',
    prenom: 'Omar',
    role: 'boutique',
    telephone: '+212535654478',
    ville: 'Fès',
    nom_entreprise: 'Fès Moto Accessoires',
    description: 'Bagagerie, protections, éclairage et accessoires pour équiper votre moto. Pose possible dans notre atelier de la route d’Imouzzer.',
    adresse: '65, route d’Imouzzer, Fès',
    couleur: '#00838f',
    specialite: 'accessoires',
  },
];

const people: [string, string, string][] = [
  ['Youssef', 'El Fassi', 'Casablanca'],
  ['Fatima Zahra', 'Bennani', 'Rabat'],
  ['Mohamed', 'Chraibi', 'Marrakech'],
  ['Khadija', 'Berrada', 'Fès'],
  ['Omar', 'Lahlou', 'Tanger'],
  ['Salma', 'Cherkaoui', 'Casablanca'],
  ['Hicham', 'Benjelloun', 'Agadir'],
  ['Imane', 'Kettani', 'Meknès'],
  ['Rachid', 'Amrani', 'Oujda'],
  ['Sara', 'Filali', 'Kénitra'],
  ['Ayoub', 'Sebti', 'Tétouan'],
  ['Nadia', 'Naciri', 'Salé'],
  ['Adil', 'Mansouri', 'El Jadida'],
  ['Zineb', 'Ziani', 'Casablanca'],
  ['Yassine', 'Haddaoui', 'Mohammédia'],
  ['Meryem', 'Sqalli', 'Marrakech'],
  ['Reda', 'Alami', 'Béni Mellal'],
  ['Houda', 'Tahiri', 'Nador'],
  ['Anouar', 'Benkirane', 'Safi'],
  ['Soukaina', 'Lamrani', 'Laâyoune'],
];

function emailOf(prenom: string, nom: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '');
  return `${slug(prenom)}.${slug(nom)}@demo.motomaroc.ma`;
}

export const DEMO_INDIVIDUALS: DemoUser[] = people.map(([prenom, nom, ville], i) => ({
  uid: `demo-particulier-${String(i + 1).padStart(2, '0')}`,
  email: emailOf(prenom, nom),
  nom,
  prenom,
  role: 'particulier',
  // Mobile numbers: 06 or 07 followed by 8 digits.
  telephone: `+212${i % 3 === 0 ? '7' : '6'}${String(61_234_500 + i * 7_919).padStart(8, '0')}`,
  ville,
}));

export const DEMO_USERS: DemoUser[] = [DEMO_ADMIN, ...DEMO_SHOPS, ...DEMO_INDIVIDUALS];
