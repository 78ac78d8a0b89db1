/**
 * Motorcycle tyre sizes as data (issue 45): read however people write them ("120/70 ZR17 58W",
 * "120 70 17", "120/70-17", "3.00-21", "180/55ZR17 M/C (73W)") into width, aspect ratio,
 * construction, rim diameter, load and speed index; written back one way, and keyed for search
 * and pages (`120-70-17`). The marking on the sidewall is the model (ETRTO): a dash between the
 * ratio and the rim says a diagonal (bias) tyre, R a radial one, ZR a radial over 240 km/h, B a
 * bias-belted one. Browser-safe: the posting form checks a size as the seller types it.
 */
import { errorCodes } from './errors';

/** R radial, ZR radial above 240 km/h, B bias-belted, D diagonal (written "-"), null when not written. */
export type TyreConstruction = 'R' | 'ZR' | 'B' | 'D';

export interface TyreSize {
  /** the section width: millimetres, or inches for the old inch sizes (3.00-21) */
  largeur: number;
  /** the aspect ratio in %, null for an inch size (which has none written) */
  serie: number | null;
  /** null: not written (120 70 17), so not known */
  construction: TyreConstruction | null;
  /** the rim diameter, inches */
  jante: number;
  /** the load index (58 → 236 kg), null when not written */
  charge: number | null;
  /** the speed symbol (H 210 km/h, V 240, W 270, …), null when not written */
  vitesse: string | null;
}

export const TYRE_MESSAGES = {
  unreadable: 'Taille de pneu illisible : écrivez-la comme sur le flanc du pneu, par exemple 120/70 ZR17 58W.',
  width: 'Largeur de pneu invalide : de 60 à 360 mm (ou de 2.00 à 5.10 pouces).',
  ratio: 'Série de pneu invalide : de 25 à 110 %.',
  rim: 'Diamètre de jante invalide : de 8 à 23 pouces.',
  load: 'Indice de charge invalide : de 20 à 120.',
  speed: 'Indice de vitesse inconnu : une lettre de J à Y, ou Z.',
  position: 'Position du pneu : avant ou arrière.',
  notATyre: 'La taille et la position d’un pneu ne se donnent que pour une annonce de pneu.',
} as const;
export const TYRE_ERRORS = /* @__PURE__ */ errorCodes('tyre', TYRE_MESSAGES);

// Speed symbols of motorcycle tyres, slowest first (J 100 km/h … Y 300 km/h); Z: above 240 (ZR).
const SPEEDS = 'JKLMNPQRSTUHVWYZ';

/*
 * One size, in text upper-cased, with "." for ",":
 *   metric  WIDTH (/, x or space) RATIO, then (ZR|R|B|D, maybe around a dash) or "-" or "x" or a space, RIM
 *   inch    W.WW (-, x or space) (B|R)? RIM
 * then maybe "M/C", and the load and speed ("58W", "(73W)", "58 W").
 */
const LOAD_SPEED = String.raw`(?:\s*M\/C)?(?:\s*\(?\s*(\d{2,3})\s*([A-Z])\s*\)?(?![A-Z0-9]))?`;
const METRIC = new RegExp(
  String.raw`(?<![\d.])(\d{2,3})(?:\s*[\/X×]\s*|\s+)(\d{2,3})(?:\s*-?\s*(ZR|R|B|D)\s*-?\s*|\s*(-)\s*|\s*X\s*|\s+)(\d{1,2})(?![\d.])` + LOAD_SPEED,
  'g',
);
const INCH = new RegExp(String.raw`(?<![\d.])([2-5]\.\d{2})\s*(?:-|X|\s)\s*(?:(B|R)\s*)?(\d{1,2})(?![\d.])` + LOAD_SPEED, 'g');
// Three numbers apart by spaces only: a size in a search or the form's field, anything in a title.
const SPACES_ONLY = /^\d{2,3}\s+\d{2,3}\s+\d/;

type Reading = { size: TyreSize; start: number; end: number } | { code: string; start: number; end: number };

const normalised = (text: string) =>
  text
    .toUpperCase()
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[\u2010-\u2015]/g, '-');

function checked(size: TyreSize, inch: boolean, symbol: string | undefined): TyreSize | string {
  if (inch ? size.largeur < 2 || size.largeur > 5.1 : size.largeur < 60 || size.largeur > 360 || size.largeur % 5 !== 0) return TYRE_ERRORS.width;
  if (size.serie !== null && (size.serie < 25 || size.serie > 110 || size.serie % 5 !== 0)) return TYRE_ERRORS.ratio;
  if (size.jante < 8 || size.jante > 23) return TYRE_ERRORS.rim;
  if (size.charge !== null && (size.charge < 20 || size.charge > 120)) return TYRE_ERRORS.load;
  if (symbol && !SPEEDS.includes(symbol)) return TYRE_ERRORS.speed;
  return size;
}

/** Every size written in `text`, in order (a title, a search, the form's field). */
function readings(text: string, { spacesOnly }: { spacesOnly: boolean }): Reading[] {
  const found: Reading[] = [];
  const upper = normalised(text);
  const keep = (match: RegExpMatchArray, size: TyreSize | string) => {
    const at = { start: match.index!, end: match.index! + match[0].length };
    found.push(typeof size === 'string' ? { code: size, ...at } : { size, ...at });
  };
  for (const match of upper.matchAll(METRIC)) {
    const [whole, width, ratio, letters, dash, rim, load, symbol] = match;
    if (!spacesOnly && SPACES_ONLY.test(whole)) continue;
    const construction = letters === 'D' || dash ? 'D' : ((letters as TyreConstruction | undefined) ?? null);
    const size = {
      largeur: Number(width),
      serie: Number(ratio),
      construction,
      jante: Number(rim),
      charge: load ? Number(load) : null,
      vitesse: symbol ?? null,
    };
    keep(match, checked(size, false, symbol));
  }
  for (const match of upper.matchAll(INCH)) {
    const [, width, letters, rim, load, symbol] = match;
    const construction = (letters as TyreConstruction | undefined) ?? 'D';
    const size = { largeur: Number(width), serie: null, construction, jante: Number(rim), charge: load ? Number(load) : null, vitesse: symbol ?? null };
    keep(match, checked(size, true, symbol));
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The size a seller typed in the form's one field: the whole field must be one size. */
export function parseTyreSize(input: string): { ok: true; size: TyreSize } | { ok: false; code: string } {
  const text = input.trim().replace(/\s+/g, ' ');
  const [first, ...others] = readings(text, { spacesOnly: true });
  const upper = normalised(text);
  // Besides the size, only what the sidewall adds: tubeless or tube type, M/C, reinforced.
  const rest = first ? (upper.slice(0, first.start) + upper.slice(first.end)).replace(/\b(TL|TT|TUBELESS|M\/C|REINF(ORCED)?|RF)\b/g, '').trim() : text;
  if (!first || others.length > 0 || rest !== '') return { ok: false, code: first && 'code' in first ? first.code : TYRE_ERRORS.unreadable };
  return 'code' in first ? { ok: false, code: first.code } : { ok: true, size: first.size };
}

/**
 * The first size written in a free text: a listing's title ("Pneu Metzeler Karoo 4 170/60 R17"),
 * or a search ("170 60 r17"). In a title, three numbers apart by spaces only are not a size.
 */
export function findTyreSize(text: string, { search = false } = {}): TyreSize | null {
  const first = readings(text, { spacesOnly: search }).find((reading): reading is Extract<Reading, { size: TyreSize }> => 'size' in reading);
  return first?.size ?? null;
}

export const TYRE_POSITIONS = ['avant', 'arriere'] as const;
export type TyrePosition = (typeof TYRE_POSITIONS)[number];

/** Front or rear, when a title says which one alone ("Pneu arrière …", "إطار خلفي"); null for a pair or neither. */
export function findTyrePosition(text: string): TyrePosition | null {
  const lower = text.toLowerCase();
  const front = /\bavant\b|أمامي/.test(lower);
  const rear = /\barri[eè]re\b|خلفي/.test(lower);
  return front === rear ? null : front ? 'avant' : 'arriere';
}

/**
 * A search split into the size it names, if any, and its other words ("michelin 120/70 zr17" →
 * 120/70 ZR17 and "michelin"): the size is matched as a size, the words as words.
 */
export function splitTyreSize(text: string): { size: TyreSize | null; rest: string } {
  const first = readings(text, { spacesOnly: true }).find((reading): reading is Extract<Reading, { size: TyreSize }> => 'size' in reading);
  if (!first) return { size: null, rest: text };
  // Positions are those of the normalised text, which has the original's length but for rare
  // letters upper case lengthens (ß → SS): then the rest is cut from the normalised text.
  const upper = normalised(text);
  const source = upper.length === text.length ? text : upper;
  return { size: first.size, rest: `${source.slice(0, first.start)} ${source.slice(first.end)}`.replace(/\s+/g, ' ').trim() };
}

/**
 * The one word a listing's search document holds for its tyre size, and a search for that size
 * asks for (migration 0034): "120-70-17" → "taille120x70x17".
 */
export const tyreSearchWord = (key: string): string => `taille${key.replaceAll('-', 'x')}`;

/** Whether a search's word is a tyre size's (tyreSearchWord): then only tyres can match. */
export const isTyreSearchWord = (word: string): boolean => /^taille\d{1,3}x\d{2,3}x\d{1,2}$/.test(word);

/** A size as a listing stores it (migration 0034) and v1 gives it: its columns, all null for none. */
export interface TyreSizeColumns {
  pneu_taille: string | null;
  pneu_largeur: number | null;
  pneu_serie: number | null;
  pneu_construction: string | null;
  pneu_jante: number | null;
  pneu_charge: number | null;
  pneu_vitesse: string | null;
}

/** The size of a listing's columns; null when it has none. */
export function tyreSizeOf(row: TyreSizeColumns): TyreSize | null {
  if (row.pneu_taille === null || row.pneu_largeur === null || row.pneu_jante === null) return null;
  return {
    largeur: row.pneu_largeur,
    serie: row.pneu_serie,
    construction: row.pneu_construction as TyreConstruction | null,
    jante: row.pneu_jante,
    charge: row.pneu_charge,
    vitesse: row.pneu_vitesse,
  };
}

const inchWidth = (width: number) => width.toFixed(2);

/** The size as the sidewall writes it: "120/70 ZR17 58W", "120/70-17", "3.00-21 51P". */
export function tyreSizeText(size: TyreSize): string {
  const width = size.serie === null ? inchWidth(size.largeur) : `${size.largeur}/${size.serie}`;
  const rim =
    size.construction === 'D'
      ? `-${size.jante}`
      : size.construction
        ? ` ${size.construction}${size.jante}`
        : size.serie === null
          ? `-${size.jante}`
          : ` ${size.jante}`;
  const index = size.charge !== null && size.vitesse ? ` ${size.charge}${size.vitesse}` : size.vitesse ? ` ${size.vitesse}` : '';
  return `${width}${rim}${index}`;
}

/** The key of an inch size (tyreSizeKey): "3-00-21" for 3.00-21. */
const INCH_KEY = /^([2-5])-(\d{2})-(\d{1,2})$/;

/**
 * A size named in an address or a filter: its key ("120-70-17", "3-00-21") or a size written any
 * way the field takes. The size's key, or the code of what is wrong with it.
 */
export function readTyreSizeKey(text: string): { ok: true; key: string } | { ok: false; code: string } {
  const metricKey = /^(\d{2,3})-(\d{2,3})-(\d{1,2})$/.exec(text);
  const inchKey = INCH_KEY.exec(text);
  const written = metricKey ? `${metricKey[1]}/${metricKey[2]} ${metricKey[3]}` : inchKey ? `${inchKey[1]}.${inchKey[2]}-${inchKey[3]}` : text;
  const read = parseTyreSize(written);
  return read.ok ? { ok: true, key: tyreSizeKey(read.size) } : read;
}

/** Under this many listings a size's page exists (a listing links to it) but asks not to be indexed, and no sitemap names it. */
export const TYRE_SIZE_INDEXED_FROM = 3;

/** A key as people name the size in a heading: "120-70-17" → "120/70-17", "3-00-21" → "3.00-21". */
export function tyreKeyText(key: string): string {
  const inch = INCH_KEY.exec(key);
  if (inch) return `${inch[1]}.${inch[2]}-${inch[3]}`;
  const [width, ratio, rim] = key.split('-');
  return `${width}/${ratio}-${rim}`;
}

/** What makes two tyres fit the same rim, for search and pages: "120-70-17", "3.00-21" → "3-00-21". */
export function tyreSizeKey(size: Pick<TyreSize, 'largeur' | 'serie' | 'jante'>): string {
  return size.serie === null ? `${inchWidth(size.largeur).replace('.', '-')}-${size.jante}` : `${size.largeur}-${size.serie}-${size.jante}`;
}
