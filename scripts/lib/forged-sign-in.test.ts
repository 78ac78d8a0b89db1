import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env';
import { forgedSignInRefusal, listenAddress } from './forged-sign-in';

const real = { FIREBASE_PROJECT_ID: 'motomaroc-prod', FIREBASE_API_KEY: 'AIzaRealKey', SESSION_SECRET: 'x'.repeat(40), APP_KEY: 'y'.repeat(20) };

describe('where a server on the Auth emulator listens', () => {
  it('loopback only by default, whatever it was asked for', () => {
    const site = listenAddress(parseEnv({}), '0.0.0.0', 'The site');
    expect(site.hostname).toBe('127.0.0.1');
    expect(site.line).toContain('ALLOW_FORGED_SIGN_IN_FROM_NETWORK=1');
    expect(site.warning).toBeUndefined();
    expect(listenAddress(parseEnv({ ...real, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }), '0.0.0.0', 'v1').hostname).toBe('127.0.0.1');
  });

  it('the network only when the person opts in, with a warning', () => {
    const open = listenAddress(parseEnv({ ALLOW_FORGED_SIGN_IN_FROM_NETWORK: '1' }), '0.0.0.0', 'The site');
    expect(open.hostname).toBe('0.0.0.0');
    expect(open.warning).toMatch(/anyone who reaches it can sign in as any user/);
    expect(() => parseEnv({ ALLOW_FORGED_SIGN_IN_FROM_NETWORK: 'oui' })).toThrow(/ALLOW_FORGED_SIGN_IN_FROM_NETWORK doit valoir 0 ou 1/);
  });

  it('with a real Firebase project, where it was asked', () => {
    const site = listenAddress(parseEnv(real), '0.0.0.0', 'The site');
    expect(site).toEqual({ hostname: '0.0.0.0', line: 'The site: listening on 0.0.0.0' });
  });
});

describe('a production start on the emulator', () => {
  it('is refused with a public address, allowed on the machine itself or with a real project', () => {
    const refusal = forgedSignInRefusal(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://motomaroc.ma' }), {});
    expect(refusal).toMatch(/Refus de démarrer : NODE_ENV=production avec l’adresse publique https:\/\/motomaroc.ma/);
    expect(forgedSignInRefusal(parseEnv({ NODE_ENV: 'production' }), { NEXT_PUBLIC_SITE_URL: 'http://192.168.1.20:3000' })).not.toBeNull();
    expect(forgedSignInRefusal(parseEnv({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' }), {})).toBeNull();
    expect(forgedSignInRefusal(parseEnv({ NODE_ENV: 'production' }), { NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).toBeNull();
    expect(forgedSignInRefusal(parseEnv({ SITE_URL: 'https://motomaroc.ma' }), {})).toBeNull();
    expect(forgedSignInRefusal(parseEnv({ ...real, NODE_ENV: 'production', SITE_URL: 'https://motomaroc.ma' }), {})).toBeNull();
  });

  it('npm start says so and exits before starting anything', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-refusal-'));
    try {
      const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
        cwd: path.resolve(import.meta.dirname, '..', '..'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', SITE_URL: 'https://motomaroc.ma', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('L’émulateur accepte des jetons non signés');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
