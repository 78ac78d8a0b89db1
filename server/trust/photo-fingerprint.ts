/**
 * A photo's perceptual fingerprint (issue 43, "photos seen elsewhere"): a 64-bit difference hash
 * (dHash) of the picture in grey, 9 × 8 pixels, each bit saying whether a pixel is brighter than
 * its right-hand neighbour. Re-encoding, resizing and a change of brightness leave it within a few
 * bits; a crop of 3 % a side, within about ten (measured on real photos, docs/trust.md).
 *
 * Looking one up among millions: the 64 bits are four quarters of 16, each indexed. Two hashes at
 * most 7 bits apart have a quarter at most 1 bit apart (pigeonhole), so probing each quarter and
 * its 16 one-bit neighbours finds every such pair; pairs 8 to 10 bits apart are found when their
 * differences fall unevenly, as a crop's mostly do.
 */
import 'server-only';
import type { Sharp } from 'sharp';

/** Two photos this many bits apart or fewer are the same picture. */
export const SAME_PHOTO_BITS = 10;

/** The grey levels of a picture this flat (a plain colour, a blank sheet) tell nothing: no fingerprint. */
const FLAT_RANGE = 12;

/** The fingerprint of a picture (a sharp pipeline, already turned upright), or null when it is too flat to tell. */
export async function photoFingerprint(picture: Sharp): Promise<bigint | null> {
  const pixels = await picture.greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  let [low, high] = [255, 0];
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) {
      const [left, right] = [pixels[y * 9 + x]!, pixels[y * 9 + x + 1]!];
      hash = (hash << 1n) | (left > right ? 1n : 0n);
      low = Math.min(low, left, right);
      high = Math.max(high, left, right);
    }
  return high - low < FLAT_RANGE ? null : hash;
}

/** The four 16-bit quarters of a fingerprint, most significant first. */
export function quarters(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [number, number, number, number];
}

/** How many bits two fingerprints differ by. */
export function bitsApart(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    count += Number(rest & 1n);
    rest >>= 1n;
  }
  return count;
}
