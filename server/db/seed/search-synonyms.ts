/**
 * How Moroccans write brands and everyday words in Arabic script or in Darija, and the site's word
 * for each: the reference table synonyme_recherche, which the search reads ("ياماها" finds Yamaha,
 * "motor" finds motos). Keys and words are folded as lib/search-words.ts folds a search when they
 * are seeded, so that they are written here as people type them.
 */
import { arabicCategoryNames } from '../../reference-names';
import { CITIES } from './reference-data';

/** Every brand of the reference data, in Arabic script (several spellings where people use them). */
export const BRAND_SYNONYMS: Record<string, string[]> = {
  Yamaha: ['ياماها', 'يماها'],
  Honda: ['هوندا', 'هوندة'],
  Suzuki: ['سوزوكي', 'سوزوكى'],
  Kawasaki: ['كاوازاكي', 'كواساكي', 'كاواساكي'],
  BMW: ['بي ام دبليو', 'بي ام', 'بيمو', 'bm'],
  KTM: ['كي تي ام', 'كتم'],
  Ducati: ['دوكاتي', 'دوكاتى'],
  'Harley-Davidson': ['هارلي', 'هارلي ديفيدسون', 'harley davidson'],
  Triumph: ['ترايمف', 'ترايومف'],
  Aprilia: ['ابريليا', 'أبريليا'],
  Piaggio: ['بياجيو', 'بياجو'],
  Vespa: ['فيسبا', 'ڤيسبا'],
  Peugeot: ['بيجو', 'بوجو'],
  Kymco: ['كيمكو'],
  SYM: ['سيم'],
  Benelli: ['بينيلي', 'بنلي'],
  'Royal Enfield': ['رويال انفيلد', 'رويال'],
  CFMoto: ['سي اف موتو', 'cf moto'],
  Voge: ['فوج', 'فوجي'],
  Zontes: ['زونتس', 'زونطس'],
  Husqvarna: ['هوسكفارنا'],
  'Moto Guzzi': ['موتو غوزي', 'غوزي'],
  'MV Agusta': ['ام في اغوستا', 'اغوستا'],
  Indian: ['انديان'],
  Keeway: ['كيواي'],
  Haojue: ['هاوجوي', 'هاوجو'],
  Bajaj: ['باجاج'],
  TVS: ['تي في اس'],
  Lifan: ['ليفان'],
  Hyosung: ['هيوسونغ', 'هيوسونج'],
  Shoei: ['شويي', 'شوي'],
  Arai: ['اراي', 'أراي'],
  HJC: ['اتش جي سي'],
  LS2: ['ال اس 2', 'ال اس تو'],
  Alpinestars: ['البينستارز', 'الباين ستارز'],
  Dainese: ['داينيزي', 'داينيز'],
  Michelin: ['ميشلان', 'ميشلين'],
  Pirelli: ['بيريلي', 'بيرلي'],
  Bridgestone: ['بريدجستون', 'بريجستون'],
  Dunlop: ['دنلوب', 'دانلوب'],
  Metzeler: ['ميتزلر'],
  Motul: ['موتول'],
  Brembo: ['بريمبو'],
  NGK: ['ان جي كي'],
  Akrapovič: ['اكرابوفيتش', 'akrapovic'],
  Givi: ['جيفي'],
};

/**
 * The everyday words of the listing types, in Arabic script and in Darija written with Latin
 * letters, and the French word the listings use.
 */
export const WORD_SYNONYMS: Record<string, string[]> = {
  moto: ['موطور', 'موتور', 'موطو', 'موتو', 'دراجة نارية', 'دراجه', 'motor', 'motour', 'moutour', 'moutor', 'motore', 'mota'],
  scooter: ['سكوتر', 'سكوطر', 'سكوتير', 'scoter', 'skooter', 'skoter', 'scooteur'],
  casque: ['كاسك', 'خوذة', 'خودة', 'خوذه', 'kask', 'kasque', 'casq'],
  blouson: ['بلوزون', 'جاكيط', 'جاكيطة', 'جاكيت', 'بلوزة', 'blouzon', 'jacket', 'jakit', 'jakita'],
  gants: ['ليكان', 'قفازات', 'قفاز', 'ݣوانتات', 'gantat', 'gan'],
  pneu: ['بنو', 'بنوات', 'عجلة', 'روضة', 'pnou', 'pneau', 'roda', 'rouda'],
  piece: ['بياسة', 'بياسات', 'قطع الغيار', 'قطعة غيار', 'pyassa', 'piassa', 'lpyasa'],
};

/** What Moroccans also call a city, besides its Arabic name (from CITIES). */
export const CITY_NICKNAMES: Record<string, string[]> = {
  Casablanca: ['كازا', 'كازابلانكا', 'البيضاء', 'casa'],
};

/**
 * Each category's Arabic name, as the Arabic pages show it (equipment categories from the
 * reference data, moto categories from the posting form's catalogue), and the French name the
 * listings carry: "الخوذات" finds the helmets. Also without the article, as people type it ("خوذات").
 */
function categorySynonymRows(): { expression: string; mot: string }[] {
  return arabicCategoryNames().flatMap(([nom, arabic]) =>
    [...new Set([arabic, arabic.replace(/^ال(?=\S{3})/, '')])].map((expression) => ({ expression, mot: nom })),
  );
}

/** The table's rows, before folding: a spelling and the site's word for it. Later rows win a shared spelling. */
export function searchSynonymRows(): { expression: string; mot: string }[] {
  return [
    ...categorySynonymRows(),
    ...CITIES.flatMap((city) => [city.nom_ar, ...(CITY_NICKNAMES[city.nom] ?? [])].map((expression) => ({ expression, mot: city.nom }))),
    ...Object.entries(BRAND_SYNONYMS).flatMap(([brand, spellings]) => spellings.map((expression) => ({ expression, mot: brand }))),
    ...Object.entries(WORD_SYNONYMS).flatMap(([word, spellings]) => spellings.map((expression) => ({ expression, mot: word }))),
  ];
}
