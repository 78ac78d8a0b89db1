/**
 * The original tyre sizes (front, rear) of the reference models' standard versions, as their makers'
 * specification sheets give them: what "Pneus pour ma moto" (the garage) links to. A model whose
 * versions differ (a Tiger 900 GT has a 19-inch front, a Rally a 21) or whose size we could not
 * check is left out: the garage then says it does not know, rather than sending a rider to the
 * wrong size. Written as on the sidewall; stored as keys (lib/tyre-sizes: 120-70-17).
 */
import { readTyreSizeKey } from '@/lib/tyre-sizes';

type Sizes = readonly [front: string, rear: string];

export const ORIGINAL_TYRES: Readonly<Record<string, Readonly<Record<string, Sizes>>>> = {
  Yamaha: {
    'MT-07': ['120/70 ZR17', '180/55 ZR17'],
    'MT-09': ['120/70 ZR17', '180/55 ZR17'],
    'MT-03': ['110/70-17', '140/70-17'],
    'Ténéré 700': ['90/90-21', '150/70 R18'],
    'YZF-R1': ['120/70 ZR17', '190/55 ZR17'],
    'YZF-R3': ['110/70-17', '140/70-17'],
    'TMAX 560': ['120/70 R15', '160/60 R15'],
    'XMAX 300': ['120/70-15', '140/70-14'],
    'NMAX 125': ['110/70-13', '130/70-13'],
    'Crypton 115': ['70/90-17', '80/90-17'],
    'Tracer 9': ['120/70 ZR17', '180/55 ZR17'],
  },
  Honda: {
    CB500F: ['120/70 ZR17', '160/60 ZR17'],
    CB650R: ['120/70 ZR17', '180/55 ZR17'],
    CBR650R: ['120/70 ZR17', '180/55 ZR17'],
    'Africa Twin': ['90/90-21', '150/70 R18'],
    NC750X: ['120/70 ZR17', '160/60 ZR17'],
    'PCX 125': ['110/70-14', '130/70-13'],
    'Forza 350': ['120/70-15', '140/70-14'],
    'SH 125i': ['100/80-16', '120/80-16'],
    'X-ADV 750': ['120/70 R17', '160/60 R15'],
    'Wave 110': ['70/90-17', '80/90-17'],
  },
  Suzuki: {
    'GSX-S750': ['120/70 ZR17', '180/55 ZR17'],
    'V-Strom 650': ['110/80 R19', '150/70 R17'],
    'GSX-R1000': ['120/70 ZR17', '190/50 ZR17'],
    'Burgman 400': ['120/70-15', '150/70-13'],
    SV650: ['120/70 ZR17', '160/60 ZR17'],
    Hayabusa: ['120/70 ZR17', '190/50 ZR17'],
  },
  Kawasaki: {
    Z650: ['120/70 ZR17', '160/60 ZR17'],
    Z900: ['120/70 ZR17', '180/55 ZR17'],
    'Ninja 400': ['110/70-17', '150/60-17'],
    'Ninja 650': ['120/70 ZR17', '160/60 ZR17'],
    'Versys 650': ['120/70 ZR17', '160/60 ZR17'],
    Z400: ['110/70-17', '150/60-17'],
    'Ninja ZX-10R': ['120/70 ZR17', '190/55 ZR17'],
  },
  BMW: {
    'R 1250 GS': ['120/70 R19', '170/60 R17'],
    'F 900 R': ['120/70 ZR17', '180/55 ZR17'],
    'S 1000 RR': ['120/70 ZR17', '190/55 ZR17'],
    'G 310 R': ['110/70-17', '150/60-17'],
    'C 400 X': ['120/70-15', '150/70-13'],
    'F 850 GS': ['90/90-21', '150/70 R17'],
    'R nineT': ['120/70 ZR17', '180/55 ZR17'],
  },
  KTM: {
    '390 Duke': ['110/70 R17', '150/60 R17'],
    '790 Duke': ['120/70 ZR17', '180/55 ZR17'],
    '1290 Super Duke R': ['120/70 ZR17', '200/55 ZR17'],
    '890 Adventure': ['90/90-21', '150/70 R18'],
    '125 Duke': ['110/70 R17', '150/60 R17'],
    '450 EXC-F': ['90/90-21', '140/80-18'],
  },
  Ducati: {
    Monster: ['120/70 ZR17', '180/55 ZR17'],
    'Panigale V4': ['120/70 ZR17', '200/60 ZR17'],
    'Multistrada V4': ['120/70 ZR19', '170/60 ZR17'],
    'Scrambler Icon': ['110/80 R18', '180/55 R17'],
    'Diavel V4': ['120/70 ZR17', '240/45 ZR17'],
  },
  'Harley-Davidson': {
    'Sportster S': ['160/70 R17', '180/70 R16'],
    'Fat Boy 114': ['160/60 R18', '240/40 R18'],
    'Street Glide': ['130/60 B19', '180/55 B18'],
    'Iron 883': ['100/90-19', '150/80 B16'],
    'Pan America 1250': ['120/70 R19', '170/60 R17'],
  },
  Triumph: {
    'Street Triple 765': ['120/70 ZR17', '180/55 ZR17'],
    'Bonneville T120': ['100/90-18', '150/70 R17'],
    'Trident 660': ['120/70 ZR17', '180/55 ZR17'],
    'Speed Twin 1200': ['120/70 ZR17', '160/60 ZR17'],
  },
  Aprilia: {
    'RS 660': ['120/70 ZR17', '180/55 ZR17'],
    'Tuono V4': ['120/70 ZR17', '200/55 ZR17'],
    'SR GT 125': ['110/80-14', '130/70-13'],
    'Tuareg 660': ['90/90-21', '150/70 R18'],
  },
  Piaggio: {
    'Liberty 125': ['90/80-16', '100/80-14'],
    'Beverly 300': ['110/70-16', '140/70-14'],
    'MP3 400': ['110/70-13', '140/70-14'],
    'Medley 125': ['100/80-16', '110/80-14'],
  },
  Vespa: {
    'Primavera 125': ['110/70-12', '120/70-12'],
    'GTS 300': ['120/70-12', '130/70-12'],
    'Sprint 50': ['110/70-12', '120/70-12'],
  },
  'Royal Enfield': {
    'Classic 350': ['100/90-19', '120/80-18'],
    'Himalayan 450': ['90/90-21', '140/80-17'],
    'Interceptor 650': ['100/90-18', '130/70-18'],
    'Meteor 350': ['100/90-19', '140/70-17'],
    'Continental GT 650': ['100/90-18', '130/70-18'],
  },
  Benelli: {
    'TRK 502': ['120/70 R17', '160/60 R17'],
    'Leoncino 500': ['120/70 R17', '160/60 R17'],
  },
  Husqvarna: {
    'Svartpilen 401': ['110/70 R17', '150/60 R17'],
    'Vitpilen 401': ['110/70 R17', '150/60 R17'],
    'Norden 901': ['90/90-21', '150/70 R18'],
  },
  'Moto Guzzi': {
    'V7 Stone': ['100/90-18', '150/70 R17'],
    'V85 TT': ['110/80 R19', '150/70 R17'],
  },
};

const key = (written: string): string => {
  const read = readTyreSizeKey(written);
  if (!read.ok) throw new Error(`Unreadable original tyre size ${written}.`);
  return read.key;
};

/** The original tyre keys of a model, or nulls when not known. */
export function originalTyreKeys(brand: string, model: string): { pneu_avant: string | null; pneu_arriere: string | null } {
  const sizes = ORIGINAL_TYRES[brand]?.[model];
  return sizes ? { pneu_avant: key(sizes[0]), pneu_arriere: key(sizes[1]) } : { pneu_avant: null, pneu_arriere: null };
}
