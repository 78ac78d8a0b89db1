import { describe, expect, it } from 'vitest';
import { foldSearchText, modelSpellings, oneSlipVariants, searchStatKey, searchWords, MAX_SEARCH_WORDS } from './search-words';

describe('foldSearchText', () => {
  it('folds case and accents, and keeps only letters and digits', () => {
    expect(foldSearchText('Équipement  MOTARD, très bon état !')).toBe('equipement motard tres bon etat');
    expect(foldSearchText('Akrapovič Œuvre')).toBe('akrapovic oeuvre');
    expect(foldSearchText("%_'\\;--")).toBe('');
    expect(foldSearchText('a\u0000b\u0007c 🏍️')).toBe('a b c');
  });

  it('writes model names one way: joined, split or hyphenated', () => {
    for (const typed of ['mt07', 'mt 07', 'MT-07', 'Mt 07']) expect(foldSearchText(typed)).toBe('mt07');
    for (const typed of ['xadv', 'x-adv', 'X-ADV']) expect(foldSearchText(typed)).toBe('xadv');
    expect(foldSearchText('BMW R 1250 GS')).toBe('bmw r1250 gs');
    expect(foldSearchText('Harley-Davidson')).toBe('harleydavidson');
  });

  it('leaves French words before a number apart, and longer words too', () => {
    expect(foldSearchText('moto de 2019')).toBe('moto de 2019');
    expect(foldSearchText('yamaha 2019')).toBe('yamaha 2019');
    expect(foldSearchText('ninja 650')).toBe('ninja 650');
  });

  it('writes Arabic letters one way, without vowel signs, with our digits', () => {
    expect(foldSearchText('أحمد إسماعيل آمنة')).toBe('احمد اسماعيل امنه');
    expect(foldSearchText('مُوطُور')).toBe('موطور');
    expect(foldSearchText('ياماهـــا ٢٠١٩')).toBe('ياماها 2019');
  });
});

describe('searchWords', () => {
  const synonyms = new Map([
    ['ياماها', 'yamaha'],
    ['motor', 'moto'],
    ['موطور', 'moto'],
    ['بي ام دبليو', 'bmw'],
  ]);

  it('reads Arabic and Darija words as the site’s, and phrases before words', () => {
    expect(searchWords('Motor ياماها', synonyms)).toEqual([
      { word: 'motor', synonym: 'moto' },
      { word: 'ياماها', synonym: 'yamaha' },
    ]);
    expect(searchWords('بي ام دبليو R 1250', synonyms)).toEqual([{ word: 'bmw' }, { word: 'r1250' }]);
    expect(searchWords('casque shoei', synonyms)).toEqual([{ word: 'casque' }, { word: 'shoei' }]);
  });

  it('drops the words every search means, in French and in Arabic: only what it is about is required', () => {
    const cities = new Map([...synonyms, ['الدار البيضاء', 'casablanca'], ['دراجه ناريه', 'moto']]);
    expect(searchWords('Moto occasion à vendre Maroc', cities)).toEqual([{ word: 'moto' }]);
    expect(searchWords('دراجة نارية للبيع الدار البيضاء', cities)).toEqual([{ word: 'moto' }, { word: 'casablanca' }]);
    expect(searchWords('ياماها للبيع في المغرب', cities)).toEqual([{ word: 'ياماها', synonym: 'yamaha' }]);
    expect(searchWords('à vendre', cities)).toEqual([]);
  });

  it('drops repeated words, keeps at most a few, and has none for punctuation', () => {
    expect(searchWords('yamaha Yamaha YAMAHA', synonyms)).toEqual([{ word: 'yamaha' }]);
    expect(searchWords('a b c d e f g h i j k', synonyms)).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('!!! ???', synonyms)).toEqual([]);
  });
});

describe('oneSlipVariants', () => {
  it('spells out every word one wrong, missing, added or swapped letter away', () => {
    const variants = new Set(oneSlipVariants('kawazaki'));
    expect(variants.has('kawasaki')).toBe(true); // wrong
    expect(oneSlipVariants('yamha')).toContain('yamaha'); // missing
    expect(oneSlipVariants('yamahaa')).toContain('yamaha'); // added
    expect(oneSlipVariants('hodna')).toContain('honda'); // swapped
    expect(variants.has('kawazaki')).toBe(false);
    expect(oneSlipVariants('kawazky')).not.toContain('kawasaki'); // two slips
  });
});

describe('searchStatKey', () => {
  it('keeps the folded words only', () => {
    expect(searchStatKey('  Kawazaki   NINJA !')).toBe('kawazaki ninja');
    expect(searchStatKey('x'.repeat(500))).toHaveLength(100);
  });
});

describe('modelSpellings', () => {
  const models = modelSpellings(['YZF-R3', 'Crypton 115', 'GSX-S750', 'Fat Boy 114', '390 Duke', 'Ninja 400', 'Ninja 650', 'HJ125-7', 'R 1250 GS']);
  const read = (text: string) => searchWords(text, new Map(), models).map((word) => [word.word, (word.modeles ?? []).map((model) => model.name)]);

  it('read a model however it is written as that model, with its listings’ words', () => {
    // The probe's words of 2026-11-27, which found nothing.
    expect(read('crypton115')).toEqual([['crypton115', ['Crypton 115']]]);
    expect(read('gsx s750')).toEqual([['gsx s750', ['GSX-S750']]]);
    expect(read('fatboy')).toEqual([['fatboy', ['Fat Boy 114']]]);
    expect(read('r3')).toEqual([['r3', ['YZF-R3']]]);
    expect(read('GSX-S 750')).toEqual([['gsxs 750', ['GSX-S750']]]);
    expect(read('duke 390')).toEqual([['duke 390', ['390 Duke']]]);
    expect(read('yamaha crypton 115')).toEqual([
      ['yamaha', []],
      ['crypton 115', ['Crypton 115']],
    ]);
    expect(searchWords('fatboy', new Map(), models)[0]!.modeles).toEqual([{ words: 'fat boy', name: 'Fat Boy 114' }]);
    // A family names each of its models.
    expect(read('ninja')).toEqual([['ninja', ['Ninja 400', 'Ninja 650']]]);
  });

  it('never cut a code: no "yzfr" for YZF-R1, no "hj125" for HJ125-7', () => {
    expect(models.spellings.has('yzfr')).toBe(false);
    expect(models.spellings.has('hj125')).toBe(false);
    expect(read('casque shoei')).toEqual([
      ['casque', []],
      ['shoei', []],
    ]);
  });
});
