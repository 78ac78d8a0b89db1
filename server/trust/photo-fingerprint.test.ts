/**
 * The photo fingerprint on scenes drawn for tests (test/photos): the same picture re-encoded,
 * resized, brightened or cropped by 2 % a side stays within SAME_PHOTO_BITS; other pictures lie
 * far; a plain colour has none. The quarters that index it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scenePhoto, stolenCopy } from '@/test/photos';
import { bitsApart, photoFingerprint, quarters, SAME_PHOTO_BITS } from './photo-fingerprint';

const fingerprint = async (bytes: Buffer) => (await photoFingerprint(sharp(bytes).rotate()))!;

describe('a photo’s fingerprint', () => {
  it.each([1, 2, 3, 4, 5])('of scene %i survives re-encoding, resizing, brightness and a light crop', async (seed) => {
    const photo = await scenePhoto(seed);
    const original = await fingerprint(photo);
    const copies = {
      reencoded: await sharp(photo).jpeg({ quality: 40 }).toBuffer(),
      webp: await sharp(photo).webp({ quality: 60 }).toBuffer(),
      smaller: await sharp(photo).resize(400).jpeg({ quality: 70 }).toBuffer(),
      brighter: await sharp(photo).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
      cropped: await stolenCopy(photo),
    };
    for (const [name, copy] of Object.entries(copies)) expect(bitsApart(original, await fingerprint(copy)), name).toBeLessThanOrEqual(SAME_PHOTO_BITS);
  });

  it('tells other pictures apart', async () => {
    const prints = await Promise.all(Array.from({ length: 12 }, async (_, i) => fingerprint(await scenePhoto(100 + i))));
    for (let i = 0; i < prints.length; i++)
      for (let j = i + 1; j < prints.length; j++) expect(bitsApart(prints[i]!, prints[j]!)).toBeGreaterThan(SAME_PHOTO_BITS);
  });

  it('is not taken of a plain picture, which every plain picture would match', async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c81e28' } })
      .jpeg()
      .toBuffer();
    expect(await photoFingerprint(sharp(plain))).toBeNull();
  });
});

describe('its quarters', () => {
  it('splits 64 bits into four quarters, negative stored values included', () => {
    expect(quarters(0x0123_4567_89ab_cdefn)).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
    expect(quarters(BigInt.asIntN(64, 0xffff_0000_0000_0001n))).toEqual([0xffff, 0, 0, 1]);
  });

  it('counts differing bits', () => {
    expect(bitsApart(0n, 0n)).toBe(0);
    expect(bitsApart(-1n, 0n)).toBe(64);
    expect(bitsApart(0b1011n, 0b0001n)).toBe(2);
  });
});
