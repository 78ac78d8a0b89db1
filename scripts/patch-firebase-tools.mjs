/**
 * postinstall: the Firebase Auth emulator (firebase-tools) compiles, as it starts, a validator for
 * every request and response of the whole Identity Toolkit API with ajv (its exegesis middleware):
 * about 20 s of CPU before it answers, measured here, and more than a minute on a busy two-core
 * CI machine, where `npm start` then gave up on it. Most of those operations are never called.
 * exegesis has an option for exactly this, `lazyCompileValidationSchemas`: each validator is
 * compiled the first time its operation is called, and requests are still validated. The emulator
 * then starts in about 3 s.
 *
 * Plain JavaScript with no dependency, run right after `npm install`; idempotent. It says whether it
 * patched the file, and scripts/patch-firebase-tools.test.ts fails if the installed emulator is
 * left unpatched (a firebase-tools upgrade that changes the code must revisit this).
 */
import fs from 'node:fs';
import path from 'node:path';

export const serverFile = path.join(import.meta.dirname, '..', 'node_modules', 'firebase-tools', 'lib', 'emulator', 'auth', 'server.js');

const LAZY = 'lazyCompileValidationSchemas: true, // motomaroc (scripts/patch-firebase-tools.mjs)';

/** The Auth emulator's server module with its validators compiled on first use. */
export function patchSource(source) {
  if (source.includes('lazyCompileValidationSchemas')) return source;
  return source.replace(/\n( *)validateDefaultResponses: true,\n/, (line, indent) => `${line}${indent}${LAZY}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(serverFile)) process.exit(0);
  const source = fs.readFileSync(serverFile, 'utf8');
  const fixed = patchSource(source);
  if (!fixed.includes('lazyCompileValidationSchemas')) {
    const version = JSON.parse(fs.readFileSync(path.join(serverFile, '..', '..', '..', '..', 'package.json'), 'utf8')).version;
    console.error(
      `[patch-firebase-tools] firebase-tools ${version} no longer has the options this fix extends (validateDefaultResponses in lib/emulator/auth/server.js).\n` +
        '[patch-firebase-tools] Install the version package.json pins, or update scripts/patch-firebase-tools.mjs for this one (docs/patches.md).',
    );
    process.exit(1);
  }
  if (fixed !== source) fs.writeFileSync(serverFile, fixed);
  console.log(
    fixed !== source
      ? '[patch-firebase-tools] the Auth emulator compiles its request validators on first use: firebase-tools/lib/emulator/auth/server.js'
      : '[patch-firebase-tools] already patched',
  );
}
