// Checks, without the Android SDK or Xcode, that the committed native projects agree with
// capacitor.config.ts, package.json and the site, after `cap sync` (npm run check; CI runs it):
// app id and name, the user agent marker the site looks for, the site loaded, the offline page,
// every plugin wired on both platforms, Firebase's native sign-in and push setup, the icons.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const problems = [];
const expect = (ok, message) => ok || problems.push(message);

const site = JSON.parse(read('site.json'));
const url = process.env.MOTOMAROC_APP_URL ?? site.url;
const pkg = JSON.parse(read('package.json'));
const marker = /APP_USER_AGENT_MARKER = '([^']+)'/.exec(read('../lib/app/detect.ts'))?.[1];
expect(marker, 'lib/app/detect.ts: APP_USER_AGENT_MARKER introuvable');

for (const [platform, file] of [
  ['android', 'android/app/src/main/assets/capacitor.config.json'],
  ['ios', 'ios/App/App/capacitor.config.json'],
]) {
  if (!existsSync(new URL(`../${file}`, import.meta.url))) {
    problems.push(`${platform}: ${file} absent (cap sync n'a pas tourné)`);
    continue;
  }
  const config = JSON.parse(read(file));
  expect(config.appId === 'ma.motomaroc.app', `${platform}: appId ${config.appId}`);
  expect(config.appName === 'MotoMaroc', `${platform}: appName ${config.appName}`);
  expect(
    config.appendUserAgent === `${marker}/${site.appVersion}`,
    `${platform}: appendUserAgent ${config.appendUserAgent} au lieu de ${marker}/${site.appVersion}`,
  );
  expect(config.server?.url === url, `${platform}: server.url ${config.server?.url} au lieu de ${url}`);
  expect(config.server?.errorPath === 'offline.html', `${platform}: server.errorPath`);
  expect(config.plugins?.FirebaseAuthentication?.skipNativeAuth === true, `${platform}: FirebaseAuthentication.skipNativeAuth doit valoir true`);
  const publicDir = platform === 'android' ? 'android/app/src/main/assets/public' : 'ios/App/App/public';
  for (const page of ['offline.html', 'site.js'])
    expect(existsSync(new URL(`../${publicDir}/${page}`, import.meta.url)), `${platform}: ${publicDir}/${page} absent`);
  expect(read(`${publicDir}/site.js`).includes(JSON.stringify(url)), `${platform}: site.js ne pointe pas vers ${url}`);
}

// Every native plugin of package.json, on both platforms.
const plugins = Object.keys(pkg.dependencies).filter((name) => !['@capacitor/core', '@capacitor/android', '@capacitor/ios'].includes(name));
const gradle = read('android/app/capacitor.build.gradle');
const settings = read('android/capacitor.settings.gradle');
const podfile = read('ios/App/Podfile');
for (const plugin of plugins) {
  const project = plugin.replace('@', '').replace('/', '-');
  expect(
    gradle.includes(`project(':${project}')`) && settings.includes(`':${project}'`),
    `android: ${plugin} non branché (capacitor.build.gradle / capacitor.settings.gradle)`,
  );
  expect(podfile.includes(`:path => '../../node_modules/${plugin}'`), `ios: ${plugin} absent du Podfile`);
}
expect(
  podfile.includes("pod 'CapacitorFirebaseAuthentication/Google'"),
  'ios: le Podfile doit inclure CapacitorFirebaseAuthentication/Google (connexion Google native)',
);
expect(/rgcfaIncludeGoogle\s*=\s*true/.test(read('android/variables.gradle')), 'android: variables.gradle doit définir rgcfaIncludeGoogle = true');

// Identity, permissions and delegates.
expect(read('android/app/build.gradle').includes('applicationId "ma.motomaroc.app"'), 'android: applicationId');
expect(read('android/app/src/main/res/values/strings.xml').includes('<string name="app_name">MotoMaroc</string>'), 'android: app_name');
expect(read('android/app/src/main/AndroidManifest.xml').includes('android.permission.POST_NOTIFICATIONS'), 'android: permission POST_NOTIFICATIONS');
const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
expect((pbxproj.match(/PRODUCT_BUNDLE_IDENTIFIER = ma\.motomaroc\.app;/g) ?? []).length === 2, 'ios: PRODUCT_BUNDLE_IDENTIFIER (Debug et Release)');
const delegate = read('ios/App/App/AppDelegate.swift');
for (const needed of ['Auth.auth().canHandle(url)', '.capacitorDidRegisterForRemoteNotifications', '.capacitorDidFailToRegisterForRemoteNotifications'])
  expect(delegate.includes(needed), `ios: AppDelegate.swift sans ${needed}`);
const plist = read('ios/App/App/Info.plist');
expect(plist.includes('<string>remote-notification</string>'), 'ios: UIBackgroundModes remote-notification');
expect(plist.includes('CFBundleURLSchemes'), 'ios: CFBundleURLSchemes (retour de la connexion Google)');

// Icons and splash screens (scripts/make-icons.ts), at their sizes.
function pngSize(path) {
  const data = readFileSync(new URL(`../${path}`, import.meta.url));
  return data.subarray(1, 4).toString() === 'PNG' ? [data.readUInt32BE(16), data.readUInt32BE(20)] : null;
}
const sizes = [
  ['ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png', 1024, 1024],
  ['ios/App/App/Assets.xcassets/Splash.imageset/splash-2732x2732.png', 2732, 2732],
  ...[
    ['mdpi', 1],
    ['hdpi', 1.5],
    ['xhdpi', 2],
    ['xxhdpi', 3],
    ['xxxhdpi', 4],
  ].flatMap(([density, factor]) => [
    [`android/app/src/main/res/mipmap-${density}/ic_launcher.png`, 48 * factor, 48 * factor],
    [`android/app/src/main/res/mipmap-${density}/ic_launcher_foreground.png`, 108 * factor, 108 * factor],
  ]),
];
for (const [path, width, height] of sizes) {
  const size = existsSync(new URL(`../${path}`, import.meta.url)) ? pngSize(path) : null;
  expect(size && size[0] === width && size[1] === height, `${path}: ${size ? size.join('×') : 'absente'} au lieu de ${width}×${height}`);
}

if (problems.length > 0) {
  console.error(`Projets natifs incohérents :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Projets natifs cohérents : ma.motomaroc.app charge ${url} (${marker}/${site.appVersion}), ${plugins.length} plugins sur Android et iOS.`);
