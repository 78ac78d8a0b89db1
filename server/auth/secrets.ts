/**
 * The keys that seal session cookies and sign captcha proofs. A real deployment sets
 * SESSION_SECRET (server/env.ts refuses to start without it on a real Firebase project); the demo
 * setup generates one random secret into DATA_DIR once, so that sessions survive a restart and
 * every instance on the machine shares it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

let cached: string | undefined;

export function sessionSecret(): string {
  if (cached) return cached;
  const { SESSION_SECRET, dataDir } = env();
  if (SESSION_SECRET) return (cached = SESSION_SECRET);
  const file = path.join(dataDir, 'session-secret');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': the first process to get here writes it; the others read what it wrote.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it so that a new one is generated.`);
  return (cached = secret);
}

/** The captcha key: CAPTCHA_SECRET, else one derived from the session secret (never the same key for two jobs). */
export function captchaSecret(): string {
  return env().CAPTCHA_SECRET ?? createHmac('sha256', sessionSecret()).update('motomaroc captcha').digest('base64url');
}
