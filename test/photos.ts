/**
 * Photos made for tests: a scene of overlapping shapes in many greys and colours, drawn from a seed,
 * so that each seed is a different picture with the structure of a real photo (a plain colour
 * has no fingerprint: server/trust/photo-fingerprint).
 */
import sharp from 'sharp';

/** A JPEG scene of `width` × `height` drawn from `seed`: the same seed, the same picture. */
export function scenePhoto(seed: number, { width = 1600, height = 1200, quality = 88 } = {}): Promise<Buffer> {
  let state = seed * 2654435761 + 1;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shapes = Array.from({ length: 24 }, () => {
    const [x, y, rx, ry] = [random() * width, random() * height, 60 + random() * width * 0.3, 40 + random() * height * 0.3];
    const colour = `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${colour}" opacity="0.8"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${Math.floor(random() * 256)},120,90)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

/** The same picture as a thief re-posts it: cropped by `share` of each side, resized, re-encoded. */
export async function stolenCopy(photo: Buffer, { share = 0.02, width = 1100 } = {}): Promise<Buffer> {
  const meta = await sharp(photo).metadata();
  const [w, h] = [meta.width!, meta.height!];
  return sharp(photo)
    .extract({ left: Math.round(w * share), top: Math.round(h * share), width: Math.round(w * (1 - 2 * share)), height: Math.round(h * (1 - 2 * share)) })
    .resize(width)
    .webp({ quality: 70 })
    .toBuffer();
}
