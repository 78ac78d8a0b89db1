/**
 * Draws the app icons from app/icon.svg, in the site's colours: public/icons (the web app
 * manifest), app/apple-icon.png (Apple's touch icon) and mobile/assets (the source @capacitor/assets turns into the
 * Android and iOS icons and splash screens). Run after changing the logo: `npx tsx scripts/make-icons.ts`;
 * the results are committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const BRAND = '#c1272d';
const CANVAS = '#f5f6f8';

async function main() {
  const svg = await fs.readFile(path.join(root, 'app/icon.svg'));
  const logo = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size).png().toBuffer();
  /** the logo centred on a square of colour, at `scale` of its side (maskable icons keep to the middle 80 %) */
  const onSquare = async (size: number, scale: number, background: string) =>
    sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: await logo(Math.round(size * scale)), gravity: 'center' }])
      .png()
      .toBuffer();
  const outputs: [string, Buffer][] = [
    ['public/icons/icon-192.png', await logo(192)],
    ['public/icons/icon-512.png', await logo(512)],
    ['public/icons/maskable-512.png', await onSquare(512, 0.62, BRAND)],
    ['app/apple-icon.png', await onSquare(180, 0.8, '#ffffff')],
    ['mobile/assets/icon-only.png', await onSquare(1024, 0.8, '#ffffff')],
    ['mobile/assets/icon-foreground.png', await onSquare(1024, 0.55, '#00000000')],
    ['mobile/assets/icon-background.png', await sharp({ create: { width: 1024, height: 1024, channels: 4, background: BRAND } }).png().toBuffer()],
    ['mobile/assets/splash.png', await onSquare(2732, 0.2, CANVAS)],
    ['mobile/assets/splash-dark.png', await onSquare(2732, 0.2, '#1a1d23')],
  ];
  for (const [file, data] of outputs) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), data);
    console.log(file, data.length, 'octets');
  }
}

await main();
