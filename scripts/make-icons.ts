/**
 * Draws every icon and splash screen from app/icon.svg, in the site's colours: the web app
 * manifest's icons (public/icons), Apple's touch icon (app/apple-icon.png), and the companion app's
 * Android launcher icons (plain, round, adaptive foreground) and splash screens and iOS app icon
 * and splash (mobile/android, mobile/ios). Run after changing the logo: `npx tsx scripts/make-icons.ts`;
 * the results are committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const BRAND = '#c1272d';
const CANVAS = '#f5f6f8';
const WHITE = '#ffffff';
const CLEAR = '#00000000';
const RES = 'mobile/android/app/src/main/res';
const IOS = 'mobile/ios/App/App/Assets.xcassets';

async function main() {
  const svg = await fs.readFile(path.join(root, 'app/icon.svg'));
  const logo = (size: number) =>
    sharp(svg, { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  /** the logo centred on a rectangle of colour, its side `scale` of the shorter side */
  const onBackground = async (width: number, height: number, scale: number, background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .composite([{ input: await logo(Math.round(Math.min(width, height) * scale)), gravity: 'center' }])
      .png()
      .toBuffer();
  const opaque = async (image: Promise<Buffer>) =>
    sharp(await image)
      .flatten({ background: WHITE })
      .png()
      .toBuffer();

  const outputs: [string, Promise<Buffer>][] = [
    ['public/icons/icon-192.png', logo(192)],
    ['public/icons/icon-512.png', logo(512)],
    // Maskable: launchers may crop to the middle 80 %.
    ['public/icons/maskable-512.png', onBackground(512, 512, 0.62, BRAND)],
    ['app/apple-icon.png', onBackground(180, 180, 0.8, WHITE)],
    // iOS: one 1024 px icon without transparency; the splash on the page colour.
    [`${IOS}/AppIcon.appiconset/AppIcon-512@2x.png`, opaque(onBackground(1024, 1024, 0.8, WHITE))],
    ...['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png'].map((name): [string, Promise<Buffer>] => [
      `${IOS}/Splash.imageset/${name}`,
      onBackground(2732, 2732, 0.16, CANVAS),
    ]),
  ];
  // Android launcher icons (48 dp) and adaptive foregrounds (108 dp, the logo inside the 66 dp safe zone).
  for (const [density, factor] of [
    ['mdpi', 1],
    ['hdpi', 1.5],
    ['xhdpi', 2],
    ['xxhdpi', 3],
    ['xxxhdpi', 4],
  ] as const) {
    outputs.push([`${RES}/mipmap-${density}/ic_launcher.png`, onBackground(48 * factor, 48 * factor, 0.84, WHITE)]);
    outputs.push([`${RES}/mipmap-${density}/ic_launcher_round.png`, logo(48 * factor)]);
    outputs.push([`${RES}/mipmap-${density}/ic_launcher_foreground.png`, onBackground(108 * factor, 108 * factor, 0.56, CLEAR)]);
  }
  // Android splash screens, at the sizes of Capacitor's template.
  const splashes: [string, number, number][] = [
    ['drawable', 480, 320],
    ['drawable-port-mdpi', 320, 480],
    ['drawable-port-hdpi', 480, 800],
    ['drawable-port-xhdpi', 720, 1280],
    ['drawable-port-xxhdpi', 960, 1600],
    ['drawable-port-xxxhdpi', 1280, 1920],
    ['drawable-land-mdpi', 480, 320],
    ['drawable-land-hdpi', 800, 480],
    ['drawable-land-xhdpi', 1280, 720],
    ['drawable-land-xxhdpi', 1600, 960],
    ['drawable-land-xxxhdpi', 1920, 1280],
  ];
  for (const [folder, width, height] of splashes) outputs.push([`${RES}/${folder}/splash.png`, onBackground(width, height, 0.3, CANVAS)]);

  for (const [file, image] of outputs) {
    const data = await image;
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), data);
    console.log(file, data.length, 'octets');
  }
}

await main();
