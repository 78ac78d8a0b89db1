/**
 * Every error has a stable code beside its French text (lib/errors.ts): the codes v1 can answer,
 * their texts, and the Arabic catalogue's `errors`, which has only known codes and fills in what
 * their answers carry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { errorAnswer, errorText, frenchError, isErrorCode, knownErrorCodes } from '@/lib/errors';
import { CONNECTION_ERRORS } from '@/lib/api/refusal';
import { LISTING_ERRORS, LISTING_MESSAGES } from '@/lib/schemas/listing-write';
import { translatedError } from './i18n';

/** Each source file that names a table of codes (lib/errors.ts's own example aside), with the names. */
const TABLES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', ':!*.test.ts', ':!lib/errors.ts'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
  .map((file) => {
    const source = readFileSync(file, 'utf8');
    const calls = [...source.matchAll(/(\/\* @__PURE__ \*\/ )?errorCodes\(\s*'(\w+)'/g)];
    return { file, names: calls.map((call) => call[2]!), unmarked: calls.filter((call) => !call[1]).map((call) => call[2]!) };
  })
  .filter(({ names }) => names.length > 0);

// Every table loaded, as the running site loads them (v1, the BFF, the forms).
beforeAll(async () => {
  for (const { file } of TABLES) await import(`@/${file.replace(/\.tsx?$/, '')}`);
}, 60_000);

describe('error codes', () => {
  it('each name a French text of one table, prefix and key', () => {
    const codes = knownErrorCodes();
    expect(codes.length).toBeGreaterThan(200);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z][A-Za-z]*\.[A-Za-z_]+$/);
      expect({ code, text: frenchError(code, { limit: 3, max: 100, phone: '06', last: 2027 })?.trim() }).toEqual({ code, text: expect.any(String) });
    }
  });

  it('are answered as { error, code, params }, the spec’s French word for word', () => {
    expect(errorAnswer(LISTING_ERRORS.titreShort)).toEqual({ error: 'Le titre doit faire au moins 5 caractères.', code: 'listing.titreShort' });
    expect(errorAnswer(LISTING_ERRORS.dailyLimit, { limit: 10 })).toEqual({
      error: LISTING_MESSAGES.dailyLimit({ limit: 10 }),
      code: 'listing.dailyLimit',
      params: { limit: 10 },
    });
    expect(() => errorAnswer('listing.nimporteQuoi')).toThrow();
    expect(isErrorCode('listing.titreShort')).toBe(true);
    expect(isErrorCode('Le titre doit faire au moins 5 caractères.')).toBe(false);
  });

  it('name each table once in the sources', () => {
    const names = TABLES.flatMap(({ names }) => names);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(new Set(knownErrorCodes().map((code) => code.split('.')[0]))).toEqual(new Set(names));
    // Marked pure, so that a page using none of a table's codes ships none of it (lib/errors.ts).
    expect(TABLES.flatMap(({ file, unmarked }) => unmarked.map((name) => `${file}: ${name}`))).toEqual([]);
  });

  it('are shown by a form in its language: the Arabic it was given, else the French; a text as it is', () => {
    const arabic = { [CONNECTION_ERRORS.network]: 'تعذر الاتصال.' };
    expect(errorText(arabic, CONNECTION_ERRORS.network)).toBe('تعذر الاتصال.');
    expect(errorText({}, CONNECTION_ERRORS.network)).toBe('Connexion impossible. Vérifiez votre connexion internet et réessayez.');
    expect(errorText(arabic, 'Un texte déjà dans la langue de la page.')).toBe('Un texte déjà dans la langue de la page.');
    expect(errorText(arabic, null)).toBeNull();
  });
});

describe('the Arabic of error codes', () => {
  const entries = Object.entries(ar.errors as Record<string, Record<string, string>>).flatMap(([table, keys]) =>
    Object.keys(keys).map((key) => `${table}.${key}`),
  );

  it('has only known codes', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('fills in every parameter an answer carries, none left in braces', () => {
    for (const code of entries) {
      const text = translatedError('ar', code, { limit: 7, max: 100, phone: '06 12 34 56 78' });
      expect({ code, text: text?.includes('{') || text === code ? 'unfilled' : 'ok' }).toEqual({ code, text: 'ok' });
    }
    expect(translatedError('ar', LISTING_ERRORS.annee)).toContain(String(new Date().getFullYear() + 1));
  });
});
