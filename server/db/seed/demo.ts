/**
 * Builds the demo marketplace in memory (no database access): who sells what, where, at which
 * price, with which photos. Deterministic for a given `now`.
 */
import type { EquipmentType, ListingState, SponsoringState } from '@/lib/listing-types';
import type { ReportReason } from '@/lib/report';
import { DEMO_INDIVIDUALS, DEMO_SHOPS, DEMO_USERS, type DemoUser } from './demo-users';
import {
  BACKDROPS,
  COLOR_NAMES,
  MOTO_VIEW_COUNT,
  PRODUCT_OF_CATEGORY,
  bannerSvg,
  motoPhotoSvg,
  productPhotoSvg,
  shopLogoSvg,
  type Backdrop,
  type ColorName,
} from './drawings';
import { EQUIPMENT_CATALOG, type ProductSeed } from './equipment-catalog';
import type { PictureFile } from './images';
import { Random } from './random';
import { CITIES, MOTO_BRANDS, type BrandSeed, type ModelSeed, type MotoStyle } from './reference-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const COLOR_LABELS: Record<ColorName, string> = {
  rouge: 'rouge',
  noir: 'noire',
  blanc: 'blanche',
  bleu: 'bleue',
  gris: 'grise',
  vert: 'verte',
  orange: 'orange',
  jaune: 'jaune',
};

interface ListingDates {
  date_ajout: Date;
  date_modification: Date;
  date_publication: Date | null;
  /** its owner's last 'Prolonger' (listings expire 60 days after publication or renewal) */
  date_renouvellement: Date | null;
}

export interface DemoMoto extends ListingDates {
  owner: string;
  titre: string;
  description: string;
  prix: number | null;
  marque: string;
  modele: string;
  model: number;
  kilometrage: number;
  cylindre: number;
  categorie_moto: string;
  neuf: boolean;
  ville: string;
  photos: string[];
  etat: ListingState;
  motif_refus: string | null;
  vues: number;
  reach: number;
}

export interface DemoEquipement extends ListingDates {
  owner: string;
  type: EquipmentType;
  titre: string;
  description: string;
  prix: number | null;
  categorie: string;
  marque: string | null;
  neuf: boolean;
  ville: string;
  photos: string[];
  etat: ListingState;
  motif_refus: string | null;
  vues: number;
  reach: number;
}

export interface DemoData {
  users: {
    uid: string;
    email: string;
    nom: string;
    prenom: string;
    role: DemoUser['role'];
    telephone: string;
    ville: string;
    nom_entreprise: string | null;
    logo: string | null;
    description: string | null;
    adresse: string | null;
    date_ajout: Date;
  }[];
  motos: DemoMoto[];
  equipements: DemoEquipement[];
  sponsorings: {
    type: 'moto' | 'equipement';
    listingIndex: number;
    owner: string;
    date_debut: Date;
    nbr_jour: number;
    etat_sponsoring: SponsoringState;
    reach: number;
    payment: { oid: string; montant: number; etat: 'initiee' | 'payee' | 'echouee' };
  }[];
  campaigns: {
    campagne: { nom: string; nom_entreprise: string; logo: string; date_debut: Date; date_fin: Date; actif: boolean };
    ads: {
      image_url: string;
      redirect_url: string;
      titre: string;
      texte: string;
      device: 'mobile' | 'desktop' | 'tous';
      page_cible: string[];
      emplacement: 'banner' | 'card';
      reach_potentiel: number;
      reach: number;
      clics: number;
      cout_par_mille: number;
      actif: boolean;
      remarque: string | null;
    }[];
  }[];
  reports: {
    type_annonce: 'moto' | 'equipement';
    listingIndex: number;
    motif: ReportReason;
    details: string;
    contact_email: string | null;
    contact_phone: string | null;
    uid: string | null;
    spam: boolean;
    statut: 'nouveau' | 'traite' | 'rejete';
    date_ajout: Date;
  }[];
  contactMessages: { nom: string; email: string; telephone: string | null; sujet: string; message: string; date_ajout: Date }[];
  pictures: PictureFile[];
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const shopLogoPath = (shop: DemoUser) => `demo/boutiques/${slug(shop.nom_entreprise!)}.svg`;

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

class DemoBuilder {
  private readonly random = new Random(20_261_121);
  readonly pictures = new Map<string, PictureFile>();

  constructor(private readonly now: Date) {}

  // ------------------------------------------------------------ dates

  /** A publication date in the last `days`, more often recent than old. */
  private publicationDate(days = 120): Date {
    const ago = Math.pow(this.random.next(), 1.7) * days * DAY + this.random.int(0, 20) * HOUR;
    return new Date(this.now.getTime() - ago - HOUR);
  }

  private datesFor(state: ListingState): ListingDates {
    if (state === 'en_attente') {
      const added = new Date(this.now.getTime() - this.random.int(1, 40) * HOUR);
      return { date_ajout: added, date_modification: added, date_publication: null, date_renouvellement: null };
    }
    if (state === 'expiree') {
      // Not renewed within the 60 days: it left the site when they were up.
      const published = new Date(this.now.getTime() - this.random.int(61, 100) * DAY);
      const added = new Date(published.getTime() - this.random.int(1, 30) * HOUR);
      return { date_ajout: added, date_modification: new Date(published.getTime() + 60 * DAY), date_publication: published, date_renouvellement: null };
    }
    const published = this.publicationDate();
    const added = new Date(published.getTime() - this.random.int(1, 30) * HOUR);
    const modified = state === 'publiee' ? published : new Date(published.getTime() + this.random.int(1, 10) * DAY);
    // Still online after 60 days: its owner renewed it. Those published 53 to 60 days ago were not
    // renewed yet and expire within the week (their owners have had their notice).
    const ageDays = (this.now.getTime() - published.getTime()) / DAY;
    const renewed = state === 'publiee' && ageDays > 60 ? new Date(this.now.getTime() - this.random.int(2, 50) * DAY) : null;
    return {
      date_ajout: added,
      date_modification: modified > this.now ? this.now : modified,
      date_publication: state === 'refusee' ? null : published,
      date_renouvellement: renewed,
    };
  }

  private audience(published: Date | null): { vues: number; reach: number } {
    if (!published) return { vues: 0, reach: 0 };
    const days = Math.max(1, (this.now.getTime() - published.getTime()) / DAY);
    const vues = Math.round(days * this.random.int(4, 25) + this.random.int(0, 40));
    return { vues, reach: vues * this.random.int(6, 18) };
  }

  // ------------------------------------------------------------ pictures

  private motoPhotos(style: MotoStyle, color: ColorName, backdrop: Backdrop, count: number): string[] {
    return Array.from({ length: count }, (_, view) => {
      const path = `demo/motos/${slug(style)}-${color}-${backdrop}-${view + 1}.jpg`;
      if (!this.pictures.has(path)) this.pictures.set(path, { path, svg: motoPhotoSvg(style, color, backdrop, view) });
      return path;
    });
  }

  private productPhotos(category: string, color: ColorName, count: number): string[] {
    const product = PRODUCT_OF_CATEGORY[category] ?? 'produit';
    return Array.from({ length: count }, (_, view) => {
      const path = `demo/equipements/${product}-${color}-${view + 1}.jpg`;
      if (!this.pictures.has(path)) this.pictures.set(path, { path, svg: productPhotoSvg(category, color, view) });
      return path;
    });
  }

  private addSvg(path: string, svg: string): string {
    this.pictures.set(path, { path, svg });
    return path;
  }

  // ------------------------------------------------------------ motos

  private otherCity(home: string): string {
    return this.random.chance(0.85) ? home : this.random.weighted(CITIES, (c) => Math.sqrt(c.population)).nom;
  }

  private usedMotoText(brand: BrandSeed, model: ModelSeed, year: number, km: number, color: ColorName, city: string): string {
    const r = this.random;
    const condition = r.pick([
      'Moto en très bon état, jamais accidentée.',
      'Bon état général, quelques rayures d’usage sans gravité.',
      'État impeccable, elle a toujours dormi au garage.',
      'Très propre, aucun frais à prévoir.',
    ]);
    const service = r.pick([
      `Vidange faite il y a ${r.int(2, 30) * 100} km, entretien suivi avec factures.`,
      'Entretien à jour chez le concessionnaire, carnet disponible.',
      'Pneus neufs et kit chaîne changé récemment.',
      'Batterie neuve et plaquettes changées le mois dernier.',
    ]);
    const extra = r.pick([
      'Vendue avec top case et antivol.',
      'Livrée avec les deux clés et le manuel d’origine.',
      'Échappement d’origine fourni avec la moto.',
      'Équipée de poignées chauffantes et d’un support téléphone.',
      '',
    ]);
    const papers = r.pick([
      'Carte grise à mon nom, mutation immédiate.',
      'Papiers en règle, assurance et vignette à jour.',
      'Dédouanée, tous les papiers sont en règle.',
    ]);
    const price = r.pick(['Prix légèrement négociable.', 'Prix ferme.', 'Pas sérieux s’abstenir.', 'Échange possible contre moto plus petite.']);
    return [
      `Je vends ma ${brand.nom} ${model.nom} de ${year}, couleur ${COLOR_LABELS[color]}, ${km.toLocaleString('fr-FR')} km au compteur (${model.cylindre} cm³).`,
      condition,
      service,
      extra,
      papers,
      `Visible à ${city}, essai possible avec permis. ${price}`,
    ]
      .filter(Boolean)
      .join('\n');
  }

  private shopMotoText(shop: DemoUser, brand: BrandSeed, model: ModelSeed, year: number, km: number, neuf: boolean): string {
    const r = this.random;
    const state = neuf
      ? `${brand.nom} ${model.nom} neuve, modèle ${year}, disponible immédiatement en magasin.`
      : `${brand.nom} ${model.nom} d’occasion de ${year}, ${km.toLocaleString('fr-FR')} km, révisée dans notre atelier.`;
    return [
      `${shop.nom_entreprise} vous propose : ${state}`,
      neuf ? 'Garantie constructeur 2 ans, première révision offerte.' : `Garantie ${r.pick([3, 6, 12])} mois pièces et main-d’œuvre.`,
      r.pick([
        'Reprise de votre ancienne moto possible.',
        'Facilités de paiement sur 12 à 36 mois, sous réserve d’acceptation.',
        'Carte grise et immatriculation prises en charge par nos soins.',
      ]),
      `Venez l’essayer dans notre magasin : ${shop.adresse}.`,
    ].join('\n');
  }

  private moto(owner: DemoUser, state: ListingState, options: { styles?: MotoStyle[]; brands?: string[]; neufShare?: number } = {}): DemoMoto {
    const r = this.random;
    const brands = MOTO_BRANDS.filter(
      (b) => (!options.brands || options.brands.includes(b.nom)) && (!options.styles || b.modeles.some((m) => options.styles!.includes(m.style))),
    );
    // Japanese brands and scooters dominate the Moroccan market.
    const brand = r.weighted(brands, (b) => (['Yamaha', 'Honda', 'Suzuki', 'Peugeot', 'Piaggio', 'Kymco', 'SYM'].includes(b.nom) ? 4 : 1));
    const models = brand.modeles.filter((m) => !options.styles || options.styles.includes(m.style));
    const model = r.pick(models);
    const currentYear = this.now.getFullYear();
    const neuf = r.chance(options.neufShare ?? 0);
    const year = neuf ? currentYear - r.int(0, 1) : currentYear - r.int(1, 14);
    const age = Math.max(0, currentYear - year);
    const yearly = model.style === 'Scooter' || model.style === 'Cyclomoteur' ? r.int(2500, 7000) : r.int(3000, 9000);
    const km = neuf ? r.int(0, 30) : roundTo(age * yearly + r.int(0, 3000), 100);
    const depreciation = neuf ? 1 : Math.max(0.25, 0.85 * Math.pow(0.9, age - 1) - km / 400_000);
    const prix = r.chance(0.04) ? null : roundTo(model.prixNeuf * depreciation * (0.9 + r.next() * 0.2), 500);
    const color = r.pick(COLOR_NAMES);
    const city = owner.role === 'boutique' ? owner.ville : this.otherCity(owner.ville);
    const backdrop: Backdrop = owner.role === 'boutique' ? (r.chance(0.8) ? 'showroom' : 'garage') : r.pick(BACKDROPS.filter((b) => b !== 'showroom'));
    const photoCount = r.weighted([1, 2, 3, 4, 5, 6], (n) => [1, 2, 4, 4, 3, 2][n - 1]!);
    const suffix = neuf
      ? 'neuve'
      : r.pick(['', '', `${year}`, `${year}`, 'première main', 'très bon état', 'faible kilométrage', 'papiers en règle', 'full options']);
    const dates = this.datesFor(state);
    return {
      owner: owner.uid,
      titre: [brand.nom, model.nom, suffix].filter(Boolean).join(' '),
      description: owner.role === 'boutique' ? this.shopMotoText(owner, brand, model, year, km, neuf) : this.usedMotoText(brand, model, year, km, color, city),
      prix,
      marque: brand.nom,
      modele: model.nom,
      model: year,
      kilometrage: km,
      cylindre: model.cylindre,
      categorie_moto: model.style,
      neuf,
      ville: city,
      photos: this.motoPhotos(model.style, color, backdrop, Math.min(photoCount, MOTO_VIEW_COUNT)),
      etat: state,
      motif_refus: state === 'refusee' ? 'Photos ne correspondant pas au véhicule décrit.' : null,
      ...dates,
      ...this.audience(dates.date_publication),
    };
  }

  // ------------------------------------------------------------ equipment

  private equipement(owner: DemoUser, type: EquipmentType, state: ListingState): DemoEquipement {
    const r = this.random;
    const categories = Object.keys(EQUIPMENT_CATALOG[type]);
    const category = r.pick(categories);
    const product: ProductSeed = r.pick(EQUIPMENT_CATALOG[type][category]!);
    const shop = owner.role === 'boutique';
    const neuf = shop ? r.chance(0.85) : r.chance(0.25);
    const [min, max] = product.prix;
    const base = min + r.next() * (max - min);
    const prix = r.chance(0.03) ? null : roundTo(neuf ? base : base * (0.45 + r.next() * 0.3), 10);
    const size = product.sizes ? r.pick(['S', 'M', 'L', 'XL', 'XXL']) : null;
    const color = r.pick(COLOR_NAMES);
    const titre = [product.titre, size ? `taille ${size}` : '', neuf && !shop ? 'neuf' : ''].filter(Boolean).join(' – ');
    const description = shop
      ? [
          `${product.titre}${size ? `, taille ${size}` : ''}, ${neuf ? 'neuf et garanti' : 'd’occasion contrôlé'}.`,
          r.pick([
            'Disponible en magasin, essayage possible.',
            'Envoi dans tout le Maroc sous 48 h, paiement à la livraison.',
            'Montage possible dans notre atelier.',
          ]),
          `${owner.nom_entreprise}, ${owner.adresse}.`,
        ].join('\n')
      : [
          `Je vends ${product.titre.charAt(0).toLowerCase()}${product.titre.slice(1)}${size ? `, taille ${size}` : ''}.`,
          neuf
            ? 'Jamais utilisé, encore dans son emballage.'
            : r.pick(['Utilisé une saison, très bon état.', 'Bon état, quelques traces d’usage.', 'Comme neuf, utilisé quelques fois.']),
          r.pick(['Remise en main propre de préférence.', 'Envoi possible par Amana.', 'Prix négociable.']),
        ].join('\n');
    const dates = this.datesFor(state);
    return {
      owner: owner.uid,
      type,
      titre,
      description,
      prix,
      categorie: category,
      marque: product.marque,
      neuf,
      ville: shop ? owner.ville : this.otherCity(owner.ville),
      photos: this.productPhotos(
        category,
        color,
        r.weighted([1, 2, 3], (n) => [3, 4, 3][n - 1]!),
      ),
      etat: state,
      motif_refus: state === 'refusee' ? 'Annonce incomplète : précisez l’état et la taille.' : null,
      ...dates,
      ...this.audience(dates.date_publication),
    };
  }

  // ------------------------------------------------------------ everything

  build(): DemoData {
    const shop = (specialite: DemoUser['specialite']) => DEMO_SHOPS.find((s) => s.specialite === specialite)!;
    const motos: DemoMoto[] = [];
    const equipements: DemoEquipement[] = [];

    // Shops: a dealer of everything, a premium dealer, a scooter shop.
    for (let i = 0; i < 32; i++)
      motos.push(
        this.moto(shop('motos'), 'publiee', {
          neufShare: 0.45,
          brands: ['Yamaha', 'Honda', 'Suzuki', 'Kawasaki', 'Benelli', 'CFMoto', 'Voge', 'Royal Enfield', 'Keeway', 'Haojue'],
        }),
      );
    for (let i = 0; i < 22; i++)
      motos.push(
        this.moto(shop('premium'), 'publiee', {
          neufShare: 0.3,
          brands: ['BMW', 'KTM', 'Ducati', 'Triumph', 'Harley-Davidson', 'Husqvarna', 'Moto Guzzi', 'MV Agusta', 'Indian', 'Aprilia'],
        }),
      );
    for (let i = 0; i < 22; i++) motos.push(this.moto(shop('scooters'), 'publiee', { neufShare: 0.5, styles: ['Scooter', 'Cyclomoteur'] }));
    // Individuals sell the rest, all over the country.
    for (let i = 0; i < 96; i++) motos.push(this.moto(DEMO_INDIVIDUALS[i % DEMO_INDIVIDUALS.length]!, 'publiee'));

    for (let i = 0; i < 36; i++) equipements.push(this.equipement(shop('motard'), 'motard', 'publiee'));
    for (let i = 0; i < 30; i++) equipements.push(this.equipement(shop('accessoires'), 'moto', 'publiee'));
    for (let i = 0; i < 30; i++) equipements.push(this.equipement(shop('pieces'), 'piece', 'publiee'));
    for (let i = 0; i < 20; i++) equipements.push(this.equipement(shop('pieces'), 'pneu', 'publiee'));
    const equipmentTypes: EquipmentType[] = ['motard', 'moto', 'piece', 'pneu'];
    for (let i = 0; i < 36; i++) {
      equipements.push(this.equipement(DEMO_INDIVIDUALS[(i * 7) % DEMO_INDIVIDUALS.length]!, equipmentTypes[i % 4]!, 'publiee'));
    }

    // Listings that are not public: awaiting moderation, refused, sold, deactivated, expired.
    const states: ListingState[] = [
      'en_attente',
      'en_attente',
      'en_attente',
      'en_attente',
      'en_attente',
      'en_attente',
      'refusee',
      'refusee',
      'vendue',
      'vendue',
      'vendue',
      'vendue',
      'desactivee',
      'desactivee',
      'expiree',
      'expiree',
      'expiree',
    ];
    for (const [i, state] of states.entries()) motos.push(this.moto(DEMO_INDIVIDUALS[(i * 3) % DEMO_INDIVIDUALS.length]!, state));
    for (const [i, state] of (['en_attente', 'en_attente', 'en_attente', 'refusee', 'vendue', 'desactivee', 'expiree'] as ListingState[]).entries()) {
      equipements.push(this.equipement(DEMO_INDIVIDUALS[(i * 5 + 1) % DEMO_INDIVIDUALS.length]!, equipmentTypes[i % 4]!, state));
    }

    return {
      users: DEMO_USERS.map((u, i) => ({
        uid: u.uid,
        email: u.email,
        nom: u.nom,
        prenom: u.prenom,
        role: u.role,
        telephone: u.telephone,
        ville: u.ville,
        nom_entreprise: u.nom_entreprise ?? null,
        logo: u.role === 'boutique' ? this.addSvg(shopLogoPath(u), shopLogoSvg(u.nom_entreprise!, u.couleur!)) : null,
        description: u.description ?? null,
        adresse: u.adresse ?? null,
        date_ajout: new Date(this.now.getTime() - (400 - i * 9) * DAY),
        // Shops and a third of the individuals confirmed their number by SMS (the "Numéro vérifié" mark).
        telephone_verifie:
          u.role === 'boutique' || (u.role === 'particulier' && DEMO_INDIVIDUALS.indexOf(u) % 3 === 1)
            ? new Date(this.now.getTime() - (399 - i * 9) * DAY)
            : null,
      })),
      motos,
      equipements,
      sponsorings: this.sponsorings(motos, equipements),
      campaigns: this.campaigns(),
      reports: this.reports(motos, equipements),
      contactMessages: [
        {
          nom: 'Driss Mouline',
          email: 'driss.mouline@demo.motomaroc.ma',
          telephone: '+212661778899',
          sujet: 'Publicité sur le site',
          message: 'Bonjour, je gère une auto-école à Kénitra et je souhaiterais connaître vos tarifs pour une bannière sur la page d’accueil. Merci.',
          date_ajout: new Date(this.now.getTime() - 2 * DAY),
        },
        {
          nom: 'Leila Bakkali',
          email: 'leila.bakkali@demo.motomaroc.ma',
          telephone: null,
          sujet: 'Annonce non visible',
          message: 'J’ai déposé une annonce hier soir et elle n’apparaît pas encore. Combien de temps prend la validation ?',
          date_ajout: new Date(this.now.getTime() - 5 * HOUR),
        },
      ],
      pictures: [...this.pictures.values()],
    };
  }

  private sponsorings(motos: DemoMoto[], equipements: DemoEquipement[]): DemoData['sponsorings'] {
    const r = this.random;
    const published = (list: { etat: ListingState }[]) => list.flatMap((l, i) => (l.etat === 'publiee' ? [i] : []));
    const motoIndexes = published(motos);
    const equipementIndexes = published(equipements);
    const plans: { type: 'moto' | 'equipement'; nbr_jour: number; startedDaysAgo: number; etat: SponsoringState; paid: boolean }[] = [
      { type: 'moto', nbr_jour: 30, startedDaysAgo: 3, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 15, startedDaysAgo: 1, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 7, startedDaysAgo: 2, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 30, startedDaysAgo: 12, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 15, startedDaysAgo: 6, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 7, startedDaysAgo: 0, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 7, startedDaysAgo: 20, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 15, startedDaysAgo: 40, etat: 'active', paid: true },
      { type: 'moto', nbr_jour: 7, startedDaysAgo: 0, etat: 'en_attente', paid: false },
      { type: 'equipement', nbr_jour: 30, startedDaysAgo: 4, etat: 'active', paid: true },
      { type: 'equipement', nbr_jour: 7, startedDaysAgo: 1, etat: 'active', paid: true },
      { type: 'equipement', nbr_jour: 30, startedDaysAgo: 9, etat: 'active', paid: true },
    ];
    const used = new Set<string>();
    return plans.map((plan, i) => {
      const pool = plan.type === 'moto' ? motoIndexes : equipementIndexes;
      let listingIndex = r.pick(pool);
      while (used.has(`${plan.type}/${listingIndex}`)) listingIndex = r.pick(pool);
      used.add(`${plan.type}/${listingIndex}`);
      const listing = plan.type === 'moto' ? motos[listingIndex]! : equipements[listingIndex]!;
      const prices: Record<string, number> = { 'moto/7': 49, 'moto/15': 89, 'moto/30': 149, 'equipement/7': 29, 'equipement/30': 79 };
      return {
        type: plan.type,
        listingIndex,
        owner: listing.owner,
        date_debut: new Date(this.now.getTime() - plan.startedDaysAgo * DAY - r.int(1, 12) * HOUR),
        nbr_jour: plan.nbr_jour,
        etat_sponsoring: plan.etat,
        reach: plan.paid ? r.int(200, 4000) : 0,
        payment: {
          oid: `DEMO${String(i + 1).padStart(4, '0')}`,
          montant: prices[`${plan.type}/${plan.nbr_jour}`]!,
          etat: plan.paid ? 'payee' : 'initiee',
        },
      };
    });
  }

  private campaigns(): DemoData['campaigns'] {
    const start = new Date(this.now.getTime() - 20 * DAY);
    const end = new Date(this.now.getTime() + 70 * DAY);
    const advertisers = [
      {
        nom: 'Assurance moto automne',
        entreprise: 'Atlas Assurances Deux-Roues',
        couleur: '#1e4fb8',
        titre: 'Assurez votre moto dès 990 Dh/an',
        court: 'Assurance moto dès 990 Dh',
        texte: 'Devis en 2 minutes, attestation immédiate.',
        action: 'Obtenir un devis',
        url: 'https://example.com/atlas-assurances',
        card: { style: 'Roadster' as MotoStyle, color: 'bleu' as ColorName, backdrop: 'rue' as Backdrop },
      },
      {
        nom: 'Permis A',
        entreprise: 'Moto École Al Maghrib',
        couleur: '#2e7d32',
        titre: 'Permis moto A en 6 semaines',
        court: 'Permis moto en 6 semaines',
        texte: 'Cours théoriques et pratiques à Casablanca et Rabat.',
        action: 'Je m’inscris',
        url: 'https://example.com/moto-ecole-al-maghrib',
        card: { style: 'Roadster' as MotoStyle, color: 'vert' as ColorName, backdrop: 'plein-air' as Backdrop },
      },
      {
        nom: 'Roadtrips hiver',
        entreprise: 'Sahara Moto Tours',
        couleur: '#ef6c00',
        titre: 'Merzouga à moto : 5 jours',
        court: 'Merzouga à moto, 5 jours',
        texte: 'Roadtrips guidés dans le désert, moto fournie.',
        action: 'Voir les dates',
        url: 'https://example.com/sahara-moto-tours',
        card: { style: 'Trail' as MotoStyle, color: 'orange' as ColorName, backdrop: 'plein-air' as Backdrop },
      },
      {
        nom: 'Entretien',
        entreprise: 'LubriPro Maroc',
        couleur: '#c62828',
        titre: 'Vidange moto à partir de 250 Dh',
        court: 'Vidange dès 250 Dh',
        texte: 'Huile, filtre et contrôle 20 points en 30 minutes.',
        action: 'Prendre rendez-vous',
        url: 'https://example.com/lubripro',
        card: { style: 'Sportive' as MotoStyle, color: 'rouge' as ColorName, backdrop: 'garage' as Backdrop },
      },
    ];
    return advertisers.map((a, i) => {
      const key = slug(a.entreprise);
      const logo = this.addSvg(`demo/pub/${key}-logo.svg`, shopLogoSvg(a.entreprise, a.couleur));
      const desktop = this.addSvg(
        `demo/pub/${key}-banniere.svg`,
        bannerSvg({ titre: a.titre, texte: a.texte, action: a.action, color: a.couleur, mobile: false }),
      );
      const mobile = this.addSvg(
        `demo/pub/${key}-banniere-mobile.svg`,
        bannerSvg({ titre: a.court, texte: a.texte, action: a.action, color: a.couleur, mobile: true }),
      );
      const [cardPhoto] = this.motoPhotos(a.card.style, a.card.color, a.card.backdrop, 1);
      const counters = (potential: number) => {
        const reach = this.random.int(Math.round(potential * 0.05), Math.round(potential * 0.4));
        return { reach_potentiel: potential, reach, clics: Math.round(reach * (0.004 + this.random.next() * 0.02)) };
      };
      const common = { redirect_url: a.url, titre: a.titre, texte: a.texte, actif: true, remarque: null };
      return {
        campagne: { nom: a.nom, nom_entreprise: a.entreprise, logo, date_debut: start, date_fin: end, actif: true },
        ads: [
          { ...common, image_url: desktop, device: 'desktop', page_cible: [], emplacement: 'banner', cout_par_mille: 35, ...counters(60_000) },
          { ...common, image_url: mobile, device: 'mobile', page_cible: [], emplacement: 'banner', cout_par_mille: 30, ...counters(80_000) },
          {
            ...common,
            image_url: cardPhoto!,
            device: 'tous',
            page_cible: i % 2 === 0 ? ['annonces', 'detail'] : ['annonces'],
            emplacement: 'card',
            cout_par_mille: 45,
            ...counters(40_000),
          },
        ],
      };
    });
  }

  private reports(motos: DemoMoto[], equipements: DemoEquipement[]): DemoData['reports'] {
    const firstPublished = (list: { etat: ListingState }[], skip: number) => list.findIndex((l, i) => i >= skip && l.etat === 'publiee');
    const day = (n: number) => new Date(this.now.getTime() - n * DAY);
    return [
      {
        type_annonce: 'moto',
        listingIndex: firstPublished(motos, 100),
        motif: 'price',
        details: 'Prix beaucoup trop bas pour ce modèle, ça ressemble à une arnaque.',
        contact_email: 'vigilant@demo.motomaroc.ma',
        contact_phone: null,
        uid: null,
        spam: false,
        statut: 'nouveau',
        date_ajout: day(1),
      },
      {
        type_annonce: 'moto',
        listingIndex: firstPublished(motos, 120),
        motif: 'duplicate',
        details: 'La même moto est publiée deux fois par ce vendeur.',
        contact_email: null,
        contact_phone: null,
        uid: 'demo-particulier-03',
        spam: false,
        statut: 'nouveau',
        date_ajout: day(2),
      },
      {
        type_annonce: 'equipement',
        listingIndex: firstPublished(equipements, 150),
        motif: 'contact',
        details: 'Le numéro ne répond jamais.',
        contact_email: null,
        contact_phone: '+212612345678',
        uid: null,
        spam: false,
        statut: 'nouveau',
        date_ajout: day(3),
      },
      {
        type_annonce: 'moto',
        listingIndex: firstPublished(motos, 140),
        motif: 'other',
        details: 'Les photos ne correspondent pas à la cylindrée annoncée.',
        contact_email: null,
        contact_phone: null,
        uid: null,
        spam: false,
        statut: 'traite',
        date_ajout: day(9),
      },
      {
        type_annonce: 'moto',
        listingIndex: firstPublished(motos, 10),
        motif: 'fraud',
        details: 'CHEAP PILLS www.spam.example',
        contact_email: 'bot@spam.example',
        contact_phone: null,
        uid: null,
        spam: true,
        statut: 'nouveau',
        date_ajout: day(1),
      },
    ];
  }
}

export function buildDemoData(now: Date): DemoData {
  return new DemoBuilder(now).build();
}
