/**
 * Reference data every database needs: Moroccan cities, brands and their models, equipment
 * categories, settings and sponsoring packs. Loaded by the demo seed and by the test template.
 */
import { type BrandType, type EquipmentType, type MotoCategory } from '@/lib/listing-types';
import { DEFAULT_LISTING_LIFETIME_DAYS, LISTING_LIFETIME_SETTING } from '@/lib/listing-states';

export interface CitySeed {
  nom: string;
  /** its name in Arabic, as Moroccans write it: Arabic pages show it, and it finds the city's listings */
  nom_ar: string;
  region: string;
  /** 2014 census, rounded */
  population: number;
}

const TTA = 'Tanger-Tétouan-Al Hoceïma';
const ORI = "L'Oriental";
const FM = 'Fès-Meknès';
const RSK = 'Rabat-Salé-Kénitra';
const BMK = 'Béni Mellal-Khénifra';
const CS = 'Casablanca-Settat';
const MS = 'Marrakech-Safi';
const DT = 'Drâa-Tafilalet';
const SM = 'Souss-Massa';
const GON = 'Guelmim-Oued Noun';
const LSH = 'Laâyoune-Sakia El Hamra';
const DOD = 'Dakhla-Oued Ed-Dahab';

export const CITIES: CitySeed[] = [
  { nom: 'Casablanca', nom_ar: 'الدار البيضاء', region: CS, population: 3_359_818 },
  { nom: 'Fès', nom_ar: 'فاس', region: FM, population: 1_112_072 },
  { nom: 'Tanger', nom_ar: 'طنجة', region: TTA, population: 947_952 },
  { nom: 'Marrakech', nom_ar: 'مراكش', region: MS, population: 928_850 },
  { nom: 'Salé', nom_ar: 'سلا', region: RSK, population: 890_403 },
  { nom: 'Meknès', nom_ar: 'مكناس', region: FM, population: 632_079 },
  { nom: 'Rabat', nom_ar: 'الرباط', region: RSK, population: 577_827 },
  { nom: 'Oujda', nom_ar: 'وجدة', region: ORI, population: 494_252 },
  { nom: 'Kénitra', nom_ar: 'القنيطرة', region: RSK, population: 431_282 },
  { nom: 'Agadir', nom_ar: 'أكادير', region: SM, population: 421_844 },
  { nom: 'Tétouan', nom_ar: 'تطوان', region: TTA, population: 380_787 },
  { nom: 'Témara', nom_ar: 'تمارة', region: RSK, population: 313_510 },
  { nom: 'Safi', nom_ar: 'آسفي', region: MS, population: 308_508 },
  { nom: 'Laâyoune', nom_ar: 'العيون', region: LSH, population: 217_732 },
  { nom: 'Mohammédia', nom_ar: 'المحمدية', region: CS, population: 208_612 },
  { nom: 'Khouribga', nom_ar: 'خريبكة', region: BMK, population: 196_196 },
  { nom: 'El Jadida', nom_ar: 'الجديدة', region: CS, population: 194_934 },
  { nom: 'Béni Mellal', nom_ar: 'بني ملال', region: BMK, population: 192_676 },
  { nom: 'Aït Melloul', nom_ar: 'أيت ملول', region: SM, population: 171_847 },
  { nom: 'Nador', nom_ar: 'الناظور', region: ORI, population: 161_726 },
  { nom: 'Settat', nom_ar: 'سطات', region: CS, population: 142_250 },
  { nom: 'Taza', nom_ar: 'تازة', region: FM, population: 139_686 },
  { nom: 'Berrechid', nom_ar: 'برشيد', region: CS, population: 136_634 },
  { nom: 'Khémisset', nom_ar: 'الخميسات', region: RSK, population: 131_542 },
  { nom: 'Inezgane', nom_ar: 'إنزكان', region: SM, population: 130_333 },
  { nom: 'Ksar El Kébir', nom_ar: 'القصر الكبير', region: TTA, population: 126_617 },
  { nom: 'Larache', nom_ar: 'العرائش', region: TTA, population: 125_008 },
  { nom: 'Guelmim', nom_ar: 'كلميم', region: GON, population: 118_318 },
  { nom: 'Khénifra', nom_ar: 'خنيفرة', region: BMK, population: 117_510 },
  { nom: 'Berkane', nom_ar: 'بركان', region: ORI, population: 109_237 },
  { nom: 'Dakhla', nom_ar: 'الداخلة', region: DOD, population: 106_277 },
  { nom: 'Taourirt', nom_ar: 'تاوريرت', region: ORI, population: 103_398 },
  { nom: 'Bouskoura', nom_ar: 'بوسكورة', region: CS, population: 103_026 },
  { nom: 'Fquih Ben Salah', nom_ar: 'الفقيه بن صالح', region: BMK, population: 102_019 },
  { nom: 'Dcheira El Jihadia', nom_ar: 'الدشيرة الجهادية', region: SM, population: 100_336 },
  { nom: 'Oued Zem', nom_ar: 'وادي زم', region: BMK, population: 95_267 },
  { nom: 'El Kelâa des Sraghna', nom_ar: 'قلعة السراغنة', region: MS, population: 95_224 },
  { nom: 'Sidi Slimane', nom_ar: 'سيدي سليمان', region: RSK, population: 92_989 },
  { nom: 'Errachidia', nom_ar: 'الرشيدية', region: DT, population: 92_374 },
  { nom: 'Guercif', nom_ar: 'جرسيف', region: ORI, population: 90_880 },
  { nom: 'Oulad Teima', nom_ar: 'أولاد تايمة', region: SM, population: 89_387 },
  { nom: 'Ben Guerir', nom_ar: 'ابن جرير', region: MS, population: 88_626 },
  { nom: 'Tiflet', nom_ar: 'تيفلت', region: RSK, population: 86_709 },
  { nom: 'Lqliâa', nom_ar: 'القليعة', region: SM, population: 83_235 },
  { nom: 'Taroudant', nom_ar: 'تارودانت', region: SM, population: 80_149 },
  { nom: 'Sefrou', nom_ar: 'صفرو', region: FM, population: 79_887 },
  { nom: 'Essaouira', nom_ar: 'الصويرة', region: MS, population: 77_966 },
  { nom: 'Fnideq', nom_ar: 'الفنيدق', region: TTA, population: 77_436 },
  { nom: 'Sidi Kacem', nom_ar: 'سيدي قاسم', region: RSK, population: 74_755 },
  { nom: 'Tiznit', nom_ar: 'تيزنيت', region: SM, population: 74_699 },
  { nom: 'Tan-Tan', nom_ar: 'طانطان', region: GON, population: 73_209 },
  { nom: 'Ouarzazate', nom_ar: 'ورزازات', region: DT, population: 71_067 },
  { nom: 'Souk El Arbaâ', nom_ar: 'سوق الأربعاء الغرب', region: RSK, population: 69_265 },
  { nom: 'Youssoufia', nom_ar: 'اليوسفية', region: MS, population: 67_628 },
  { nom: 'Martil', nom_ar: 'مرتيل', region: TTA, population: 64_355 },
  { nom: 'Aïn Harrouda', nom_ar: 'عين حرودة', region: CS, population: 62_420 },
  { nom: 'Skhirat', nom_ar: 'الصخيرات', region: RSK, population: 59_775 },
  { nom: 'Ouazzane', nom_ar: 'وزان', region: TTA, population: 59_606 },
  { nom: 'Benslimane', nom_ar: 'بنسليمان', region: CS, population: 57_101 },
  { nom: 'Al Hoceïma', nom_ar: 'الحسيمة', region: TTA, population: 56_716 },
  { nom: 'Beni Ansar', nom_ar: 'بني أنصار', region: ORI, population: 56_582 },
  { nom: "M'diq", nom_ar: 'المضيق', region: TTA, population: 56_227 },
  { nom: 'Sidi Bennour', nom_ar: 'سيدي بنور', region: CS, population: 55_815 },
  { nom: 'Midelt', nom_ar: 'ميدلت', region: DT, population: 55_304 },
  { nom: 'Azrou', nom_ar: 'أزرو', region: FM, population: 54_350 },
  { nom: 'Kasba Tadla', nom_ar: 'قصبة تادلة', region: BMK, population: 47_040 },
  { nom: 'Chefchaouen', nom_ar: 'شفشاون', region: TTA, population: 42_786 },
  { nom: 'Tinghir', nom_ar: 'تنغير', region: DT, population: 42_044 },
  { nom: 'Zagora', nom_ar: 'زاكورة', region: DT, population: 40_069 },
  { nom: 'Asilah', nom_ar: 'أصيلة', region: TTA, population: 31_147 },
  { nom: 'Ifrane', nom_ar: 'إفران', region: FM, population: 14_659 },
];

/** Motorcycle styles, used for models, listings and the drawn demo photos: the categories a seller picks from. */
export type MotoStyle = MotoCategory;

export interface ModelSeed {
  nom: string;
  cylindre: number;
  style: MotoStyle;
  /** typical new price in Dh */
  prixNeuf: number;
}

export interface BrandSeed {
  nom: string;
  slug: string;
  pays: string;
  types: BrandType[];
  /** brand colour of the wordmark logo */
  couleur: string;
  accueil: boolean;
  description: string;
  modeles: ModelSeed[];
}

const m = (nom: string, cylindre: number, style: MotoStyle, prixNeuf: number): ModelSeed => ({ nom, cylindre, style, prixNeuf });

export const MOTO_BRANDS: BrandSeed[] = [
  {
    nom: 'Yamaha',
    slug: 'yamaha',
    pays: 'Japon',
    types: ['moto', 'piece'],
    couleur: '#1b3f94',
    accueil: true,
    description: 'Constructeur japonais présent au Maroc depuis des décennies, du scooter urbain à la sportive.',
    modeles: [
      m('MT-07', 689, 'Roadster', 89_900),
      m('MT-09', 890, 'Roadster', 119_900),
      m('MT-03', 321, 'Roadster', 62_900),
      m('Ténéré 700', 689, 'Trail', 115_000),
      m('YZF-R1', 998, 'Sportive', 229_000),
      m('YZF-R3', 321, 'Sportive', 66_900),
      m('TMAX 560', 562, 'Scooter', 149_900),
      m('XMAX 300', 292, 'Scooter', 69_900),
      m('NMAX 125', 125, 'Scooter', 36_900),
      m('Crypton 115', 114, 'Cyclomoteur', 16_500),
      m('Tracer 9', 890, 'Routière', 139_000),
    ],
  },
  {
    nom: 'Honda',
    slug: 'honda',
    pays: 'Japon',
    types: ['moto', 'piece'],
    couleur: '#cc0000',
    accueil: true,
    description: 'Le numéro un mondial de la moto : scooters increvables, roadsters et grands trails.',
    modeles: [
      m('CB500F', 471, 'Roadster', 74_900),
      m('CB650R', 649, 'Roadster', 98_500),
      m('CBR650R', 649, 'Sportive', 104_900),
      m('Africa Twin', 1084, 'Trail', 189_000),
      m('NC750X', 745, 'Trail', 99_900),
      m('PCX 125', 125, 'Scooter', 38_500),
      m('Forza 350', 330, 'Scooter', 72_000),
      m('SH 125i', 125, 'Scooter', 42_900),
      m('X-ADV 750', 745, 'Scooter', 139_900),
      m('CB125F', 124, 'Roadster', 27_900),
      m('Wave 110', 110, 'Cyclomoteur', 17_900),
    ],
  },
  {
    nom: 'Suzuki',
    slug: 'suzuki',
    pays: 'Japon',
    types: ['moto', 'piece'],
    couleur: '#e30613',
    accueil: true,
    description: 'Fiabilité japonaise et rapport prix-prestations reconnu, de l’Address au Hayabusa.',
    modeles: [
      m('GSX-S750', 749, 'Roadster', 89_000),
      m('V-Strom 650', 645, 'Trail', 94_900),
      m('GSX-R1000', 999, 'Sportive', 199_000),
      m('Burgman 400', 400, 'Scooter', 84_900),
      m('Address 110', 113, 'Scooter', 22_900),
      m('SV650', 645, 'Roadster', 79_900),
      m('Hayabusa', 1340, 'Sportive', 235_000),
    ],
  },
  {
    nom: 'Kawasaki',
    slug: 'kawasaki',
    pays: 'Japon',
    types: ['moto'],
    couleur: '#3a8c2f',
    accueil: true,
    description: 'Le vert de Kawasaki : roadsters Z, sportives Ninja et trails Versys.',
    modeles: [
      m('Z650', 649, 'Roadster', 79_900),
      m('Z900', 948, 'Roadster', 112_000),
      m('Ninja 400', 399, 'Sportive', 67_900),
      m('Ninja 650', 649, 'Sportive', 88_900),
      m('Versys 650', 649, 'Trail', 99_000),
      m('Z400', 399, 'Roadster', 62_000),
      m('Ninja ZX-10R', 998, 'Sportive', 219_000),
    ],
  },
  {
    nom: 'BMW',
    slug: 'bmw',
    pays: 'Allemagne',
    types: ['moto'],
    couleur: '#1c69d4',
    accueil: true,
    description: 'BMW Motorrad : la référence du grand voyage avec la GS, et des sportives pointues.',
    modeles: [
      m('R 1250 GS', 1254, 'Trail', 249_000),
      m('F 900 R', 895, 'Roadster', 129_000),
      m('S 1000 RR', 999, 'Sportive', 259_000),
      m('G 310 R', 313, 'Roadster', 59_900),
      m('C 400 X', 350, 'Scooter', 89_000),
      m('F 850 GS', 853, 'Trail', 159_000),
      m('R nineT', 1170, 'Roadster', 189_000),
    ],
  },
  {
    nom: 'KTM',
    slug: 'ktm',
    pays: 'Autriche',
    types: ['moto', 'piece'],
    couleur: '#ff6600',
    accueil: true,
    description: 'Ready to Race : roadsters Duke, trails Adventure et tout-terrain de compétition.',
    modeles: [
      m('390 Duke', 373, 'Roadster', 64_900),
      m('790 Duke', 799, 'Roadster', 109_000),
      m('1290 Super Duke R', 1301, 'Roadster', 209_000),
      m('890 Adventure', 889, 'Trail', 149_000),
      m('125 Duke', 124, 'Roadster', 44_900),
      m('450 EXC-F', 450, 'Cross', 118_000),
    ],
  },
  {
    nom: 'Ducati',
    slug: 'ducati',
    pays: 'Italie',
    types: ['moto'],
    couleur: '#cc0000',
    accueil: true,
    description: 'Le bicylindre de Borgo Panigale : Monster, Panigale, Multistrada et Scrambler.',
    modeles: [
      m('Monster', 937, 'Roadster', 139_000),
      m('Panigale V4', 1103, 'Sportive', 299_000),
      m('Multistrada V4', 1158, 'Trail', 259_000),
      m('Scrambler Icon', 803, 'Roadster', 109_000),
      m('Diavel V4', 1158, 'Custom', 269_000),
    ],
  },
  {
    nom: 'Harley-Davidson',
    slug: 'harley-davidson',
    pays: 'États-Unis',
    types: ['moto'],
    couleur: '#f26f21',
    accueil: true,
    description: 'Les customs américaines par excellence, du Sportster au Street Glide.',
    modeles: [
      m('Sportster S', 1252, 'Custom', 179_000),
      m('Fat Boy 114', 1868, 'Custom', 249_000),
      m('Street Glide', 1923, 'Routière', 319_000),
      m('Iron 883', 883, 'Custom', 129_000),
      m('Pan America 1250', 1252, 'Trail', 229_000),
    ],
  },
  {
    nom: 'Triumph',
    slug: 'triumph',
    pays: 'Royaume-Uni',
    types: ['moto'],
    couleur: '#222222',
    accueil: true,
    description: 'Le savoir-faire anglais : triples sportifs, Bonneville néo-rétro et trails Tiger.',
    modeles: [
      m('Street Triple 765', 765, 'Roadster', 119_000),
      m('Tiger 900', 888, 'Trail', 149_000),
      m('Bonneville T120', 1200, 'Roadster', 149_000),
      m('Trident 660', 660, 'Roadster', 84_900),
      m('Speed Twin 1200', 1200, 'Roadster', 145_000),
    ],
  },
  {
    nom: 'Aprilia',
    slug: 'aprilia',
    pays: 'Italie',
    types: ['moto'],
    couleur: '#111111',
    accueil: false,
    description: 'Sportives italiennes au palmarès impressionnant, et scooters urbains.',
    modeles: [
      m('RS 660', 659, 'Sportive', 124_000),
      m('Tuono V4', 1077, 'Roadster', 189_000),
      m('SR GT 125', 125, 'Scooter', 39_900),
      m('Tuareg 660', 659, 'Trail', 129_000),
    ],
  },
  {
    nom: 'Piaggio',
    slug: 'piaggio',
    pays: 'Italie',
    types: ['moto', 'piece'],
    couleur: '#004b8d',
    accueil: true,
    description: 'Scooters italiens pour la ville : Liberty, Beverly, Medley et le trois-roues MP3.',
    modeles: [
      m('Liberty 125', 124, 'Scooter', 29_900),
      m('Beverly 300', 278, 'Scooter', 59_900),
      m('MP3 400', 399, 'Scooter', 99_000),
      m('Medley 125', 125, 'Scooter', 37_900),
    ],
  },
  {
    nom: 'Vespa',
    slug: 'vespa',
    pays: 'Italie',
    types: ['moto'],
    couleur: '#5fa8a0',
    accueil: false,
    description: 'L’icône du scooter depuis 1946, en 50, 125 et 300 cm³.',
    modeles: [m('Primavera 125', 124, 'Scooter', 44_900), m('GTS 300', 278, 'Scooter', 69_900), m('Sprint 50', 49, 'Cyclomoteur', 32_900)],
  },
  {
    nom: 'Peugeot',
    slug: 'peugeot',
    pays: 'France',
    types: ['moto', 'piece'],
    couleur: '#1d1d1b',
    accueil: true,
    description: 'Peugeot Motocycles : scooters 50 et 125 très répandus au Maroc.',
    modeles: [
      m('Kisbee 50', 49, 'Cyclomoteur', 17_500),
      m('Tweet 125', 125, 'Scooter', 24_900),
      m('Pulsion 125', 125, 'Scooter', 36_900),
      m('Django 125', 125, 'Scooter', 34_900),
      m('Metropolis 400', 399, 'Scooter', 94_900),
    ],
  },
  {
    nom: 'Kymco',
    slug: 'kymco',
    pays: 'Taïwan',
    types: ['moto'],
    couleur: '#00529b',
    accueil: false,
    description: 'Scooters taïwanais robustes, de l’Agility au maxi-scooter AK 550.',
    modeles: [
      m('Agility 125', 125, 'Scooter', 21_900),
      m('AK 550', 550, 'Scooter', 119_000),
      m('Like 125', 125, 'Scooter', 27_900),
      m('X-Town 300', 276, 'Scooter', 49_900),
    ],
  },
  {
    nom: 'SYM',
    slug: 'sym',
    pays: 'Taïwan',
    types: ['moto'],
    couleur: '#e2001a',
    accueil: false,
    description: 'Scooters économiques et fiables pour les trajets quotidiens.',
    modeles: [
      m('Orbit III 125', 125, 'Scooter', 19_900),
      m('Jet 14 125', 125, 'Scooter', 24_500),
      m('Symphony 125', 125, 'Scooter', 22_900),
      m('Maxsym TL 500', 465, 'Scooter', 92_000),
    ],
  },
  {
    nom: 'Benelli',
    slug: 'benelli',
    pays: 'Italie',
    types: ['moto'],
    couleur: '#008c45',
    accueil: false,
    description: 'Marque italienne historique aux trails et roadsters accessibles.',
    modeles: [
      m('TRK 502', 500, 'Trail', 64_900),
      m('Leoncino 500', 500, 'Roadster', 59_900),
      m('752S', 754, 'Roadster', 79_900),
      m('TNT 125', 125, 'Roadster', 22_900),
    ],
  },
  {
    nom: 'Royal Enfield',
    slug: 'royal-enfield',
    pays: 'Inde',
    types: ['moto'],
    couleur: '#8a6d3b',
    accueil: true,
    description: 'Des monocylindres et bicylindres au charme classique, du Classic 350 à l’Interceptor.',
    modeles: [
      m('Classic 350', 349, 'Roadster', 44_900),
      m('Himalayan 450', 452, 'Trail', 59_900),
      m('Interceptor 650', 648, 'Roadster', 69_900),
      m('Meteor 350', 349, 'Custom', 46_900),
      m('Continental GT 650', 648, 'Roadster', 72_900),
    ],
  },
  {
    nom: 'CFMoto',
    slug: 'cfmoto',
    pays: 'Chine',
    types: ['moto'],
    couleur: '#00a3e0',
    accueil: false,
    description: 'Motos modernes et bien équipées à prix contenu.',
    modeles: [m('300NK', 292, 'Roadster', 36_900), m('450MT', 449, 'Trail', 62_900), m('700CL-X', 693, 'Roadster', 74_900), m('800MT', 799, 'Trail', 109_000)],
  },
  {
    nom: 'Voge',
    slug: 'voge',
    pays: 'Chine',
    types: ['moto'],
    couleur: '#e4002b',
    accueil: false,
    description: 'Trails et roadsters de moyenne cylindrée, très complets.',
    modeles: [m('300 Rally', 292, 'Trail', 42_900), m('525DSX', 494, 'Trail', 69_900), m('500R', 471, 'Roadster', 54_900)],
  },
  {
    nom: 'Zontes',
    slug: 'zontes',
    pays: 'Chine',
    types: ['moto'],
    couleur: '#333f48',
    accueil: false,
    description: 'Design soigné et équipement généreux sur des cylindrées de 125 à 350 cm³.',
    modeles: [m('350T', 348, 'Trail', 54_900), m('125 U', 125, 'Roadster', 26_900), m('350D', 348, 'Scooter', 57_900)],
  },
  {
    nom: 'Husqvarna',
    slug: 'husqvarna',
    pays: 'Suède',
    types: ['moto'],
    couleur: '#002855',
    accueil: false,
    description: 'Roadsters néo-rétro Svartpilen et Vitpilen, et tout-terrain de compétition.',
    modeles: [
      m('Svartpilen 401', 399, 'Roadster', 64_900),
      m('Vitpilen 401', 399, 'Roadster', 64_900),
      m('Norden 901', 889, 'Trail', 149_000),
      m('TE 300', 293, 'Cross', 109_000),
    ],
  },
  {
    nom: 'Moto Guzzi',
    slug: 'moto-guzzi',
    pays: 'Italie',
    types: ['moto'],
    couleur: '#7a0019',
    accueil: false,
    description: 'Le bicylindre en V transversal de Mandello del Lario.',
    modeles: [m('V7 Stone', 853, 'Roadster', 99_000), m('V85 TT', 853, 'Trail', 129_000), m('Stelvio', 1042, 'Trail', 169_000)],
  },
  {
    nom: 'MV Agusta',
    slug: 'mv-agusta',
    pays: 'Italie',
    types: ['moto'],
    couleur: '#b5121b',
    accueil: false,
    description: 'L’exclusivité italienne : Brutale, Dragster et F3.',
    modeles: [m('Brutale 800', 798, 'Roadster', 179_000), m('F3 800', 798, 'Sportive', 199_000), m('Dragster 800', 798, 'Roadster', 189_000)],
  },
  {
    nom: 'Indian',
    slug: 'indian',
    pays: 'États-Unis',
    types: ['moto'],
    couleur: '#7b1c1c',
    accueil: false,
    description: 'La plus ancienne marque américaine : Scout, Chief et FTR.',
    modeles: [m('Scout', 1133, 'Custom', 179_000), m('Chief', 1890, 'Custom', 259_000), m('FTR 1200', 1203, 'Roadster', 189_000)],
  },
  {
    nom: 'Keeway',
    slug: 'keeway',
    pays: 'Chine',
    types: ['moto'],
    couleur: '#d71920',
    accueil: false,
    description: '125 cm³ abordables pour débuter ou se déplacer au quotidien.',
    modeles: [m('RKF 125', 125, 'Roadster', 19_900), m('Superlight 125', 125, 'Custom', 18_900), m('Vieste 300', 278, 'Scooter', 34_900)],
  },
  {
    nom: 'Haojue',
    slug: 'haojue',
    pays: 'Chine',
    types: ['moto', 'piece'],
    couleur: '#c8102e',
    accueil: false,
    description: 'Motos utilitaires économiques, partout sur les routes du Maroc.',
    modeles: [m('HJ125-7', 125, 'Roadster', 14_900), m('TR 150', 149, 'Roadster', 17_900), m('DR 160', 162, 'Roadster', 19_900)],
  },
  {
    nom: 'Bajaj',
    slug: 'bajaj',
    pays: 'Inde',
    types: ['moto'],
    couleur: '#005eb8',
    accueil: false,
    description: 'Les Pulsar et Dominar indiennes, robustes et économiques.',
    modeles: [m('Pulsar NS200', 199, 'Roadster', 24_900), m('Dominar 400', 373, 'Routière', 39_900), m('Boxer 150', 145, 'Cyclomoteur', 15_900)],
  },
  {
    nom: 'TVS',
    slug: 'tvs',
    pays: 'Inde',
    types: ['moto'],
    couleur: '#1c3f94',
    accueil: false,
    description: 'Scooters et motos indiennes à faible consommation.',
    modeles: [m('Apache RTR 200', 197, 'Roadster', 24_500), m('Ntorq 125', 124, 'Scooter', 17_900), m('HLX 125', 124, 'Cyclomoteur', 13_900)],
  },
  {
    nom: 'Lifan',
    slug: 'lifan',
    pays: 'Chine',
    types: ['moto', 'piece'],
    couleur: '#0066b3',
    accueil: false,
    description: 'Motos et moteurs chinois, pièces faciles à trouver.',
    modeles: [m('KPR 200', 198, 'Sportive', 22_900), m('LF150-10', 149, 'Roadster', 15_900), m('KPT 200', 198, 'Trail', 23_900)],
  },
  {
    nom: 'Hyosung',
    slug: 'hyosung',
    pays: 'Corée du Sud',
    types: ['moto'],
    couleur: '#004c97',
    accueil: false,
    description: 'Bicylindres en V coréens, sportifs ou custom.',
    modeles: [m('GT 250R', 249, 'Sportive', 39_900), m('Aquila 300', 296, 'Custom', 42_900), m('GD250N', 249, 'Roadster', 32_900)],
  },
];

/** Equipment brands (helmets, clothing, tyres, parts, luggage). */
export const EQUIPMENT_BRANDS: Omit<BrandSeed, 'modeles' | 'accueil'>[] = [
  { nom: 'Shoei', slug: 'shoei', pays: 'Japon', types: ['motard'], couleur: '#111111', description: 'Casques haut de gamme fabriqués au Japon.' },
  { nom: 'Arai', slug: 'arai', pays: 'Japon', types: ['motard'], couleur: '#d2232a', description: 'Casques artisanaux réputés pour leur protection.' },
  { nom: 'HJC', slug: 'hjc', pays: 'Corée du Sud', types: ['motard'], couleur: '#e31837', description: 'Casques au meilleur rapport qualité-prix.' },
  { nom: 'LS2', slug: 'ls2', pays: 'Espagne', types: ['motard'], couleur: '#ee3124', description: 'Casques homologués accessibles.' },
  {
    nom: 'Alpinestars',
    slug: 'alpinestars',
    pays: 'Italie',
    types: ['motard'],
    couleur: '#000000',
    description: 'Blousons, gants et bottes issus de la compétition.',
  },
  { nom: 'Dainese', slug: 'dainese', pays: 'Italie', types: ['motard'], couleur: '#c8102e', description: 'Équipements de protection et airbags pour motards.' },
  { nom: 'Michelin', slug: 'michelin', pays: 'France', types: ['pneu'], couleur: '#27509b', description: 'Pneus route, sport et scooter.' },
  { nom: 'Pirelli', slug: 'pirelli', pays: 'Italie', types: ['pneu'], couleur: '#d5001c', description: 'Pneus sportifs et trail.' },
  { nom: 'Bridgestone', slug: 'bridgestone', pays: 'Japon', types: ['pneu'], couleur: '#e2231a', description: 'Pneus pour tous les styles de moto.' },
  { nom: 'Dunlop', slug: 'dunlop', pays: 'Royaume-Uni', types: ['pneu'], couleur: '#ffcc00', description: 'Pneus route et tout-terrain.' },
  { nom: 'Metzeler', slug: 'metzeler', pays: 'Allemagne', types: ['pneu'], couleur: '#0b2d71', description: 'Pneus touring et sport-touring.' },
  { nom: 'Motul', slug: 'motul', pays: 'France', types: ['piece'], couleur: '#e30613', description: 'Huiles moteur et produits d’entretien.' },
  { nom: 'Brembo', slug: 'brembo', pays: 'Italie', types: ['piece'], couleur: '#d22630', description: 'Freinage : disques, plaquettes, étriers.' },
  { nom: 'NGK', slug: 'ngk', pays: 'Japon', types: ['piece'], couleur: '#005bac', description: 'Bougies d’allumage.' },
  {
    nom: 'Akrapovič',
    slug: 'akrapovic',
    pays: 'Slovénie',
    types: ['piece', 'moto'],
    couleur: '#111111',
    description: 'Lignes d’échappement en titane et carbone.',
  },
  { nom: 'Givi', slug: 'givi', pays: 'Italie', types: ['moto'], couleur: '#e2001a', description: 'Top cases, valises et bagagerie moto.' },
];

export const CATEGORIES: Record<EquipmentType, string[]> = {
  moto: [
    'Top cases et bagagerie',
    'Antivols et alarmes',
    'Protections moteur et crash bars',
    'Bulles et saute-vent',
    'Supports téléphone et GPS',
    'Éclairage',
    'Housses et bâches',
    'Selles',
    'Rétroviseurs',
  ],
  motard: ['Casques', 'Blousons', 'Gants', 'Bottes', 'Pantalons', 'Combinaisons', 'Gilets airbag', 'Équipement pluie', 'Intercoms'],
  piece: ['Freinage', 'Transmission', 'Moteur', 'Filtres et entretien', 'Huiles et lubrifiants', 'Électricité', 'Carrosserie', 'Suspension', 'Échappement'],
  pneu: ['Pneus route', 'Pneus sport', 'Pneus trail', 'Pneus scooter', 'Pneus cross', 'Chambres à air', 'Jantes'],
};

export const SETTINGS: { name: string; valeur: string; description: string }[] = [
  { name: 'affichagesponsoring', valeur: '1', description: '1 : les annonces sponsorisées sont affichées sur le site.' },
  {
    name: LISTING_LIFETIME_SETTING,
    valeur: String(DEFAULT_LISTING_LIFETIME_DAYS),
    description: 'Jours en ligne d’une annonce après sa publication ou sa dernière prolongation, avant qu’elle expire.',
  },
];

export const PACKS: { nom: string; description: string; prix: number; nbr_jour: number; type: 'moto' | 'equipement'; ordre: number }[] = [
  { nom: 'Boost 7 jours', description: 'Votre moto en tête des listes et sur l’accueil pendant une semaine.', prix: 49, nbr_jour: 7, type: 'moto', ordre: 1 },
  { nom: 'Visibilité 15 jours', description: 'Deux semaines de mise en avant pour vendre plus vite.', prix: 89, nbr_jour: 15, type: 'moto', ordre: 2 },
  { nom: 'Premium 30 jours', description: 'Un mois complet de mise en avant, le meilleur prix par jour.', prix: 149, nbr_jour: 30, type: 'moto', ordre: 3 },
  { nom: 'Boost 7 jours', description: 'Votre équipement mis en avant pendant une semaine.', prix: 29, nbr_jour: 7, type: 'equipement', ordre: 1 },
  {
    nom: 'Premium 30 jours',
    description: 'Un mois de mise en avant pour votre équipement ou vos pièces.',
    prix: 79,
    nbr_jour: 30,
    type: 'equipement',
    ordre: 2,
  },
];
