// The app's local pages (www/) learn which site the app loads: the offline page's 'Réessayer'
// goes back to it. Run before `cap sync` (npm run sync), with the same MOTOMAROC_APP_URL.
import { readFileSync, writeFileSync } from 'node:fs';

const site = JSON.parse(readFileSync(new URL('../site.json', import.meta.url), 'utf8'));
const url = process.env.MOTOMAROC_APP_URL ?? site.url;
if (!/^https?:\/\/[^/]+\/?$/.test(url)) throw new Error(`MOTOMAROC_APP_URL doit être une origine http(s) : ${url}`);
writeFileSync(new URL('../www/site.js', import.meta.url), `window.MOTOMAROC_SITE_URL = ${JSON.stringify(url)};\n`);
console.log(`www/site.js → ${url}`);
