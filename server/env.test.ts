import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults: embedded database, Auth emulator, port 3000', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      EMBEDDED_PG_PORT: 5433,
      FIREBASE_PROJECT_ID: 'demo-motomaroc',
      firebaseUsesEmulator: true,
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('.data'));
    expect(env.uploadsDir).toBe(path.resolve('.data/uploads'));
  });

  it('requires a session secret with a real Firebase project', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'motomaroc-prod' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET: 'trop-court' })).toThrow(EnvError);
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'motomaroc-prod', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/FIREBASE_API_KEY/);
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: ' ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('reads real settings', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/m',
      FIREBASE_PROJECT_ID: 'motomaroc-prod',
      PORT: '8080',
      UPLOADS_DIR: '/srv/uploads',
      SESSION_SECRET: 'x'.repeat(32),
      FIREBASE_API_KEY: 'AIzaTest',
      APP_KEY: 'k'.repeat(24),
    });
    expect(env).toMatchObject({ PORT: 8080, firebaseUsesEmulator: false, uploadsDir: '/srv/uploads' });
  });

  it('scale-out settings: Redis, and read replicas of an external primary', () => {
    const env = parseEnv({
      REDIS_URL: 'redis://:secret@cache:6379/0',
      DATABASE_URL: 'postgres://u:p@primary:5432/m',
      DATABASE_READ_URLS: ' postgres://u:p@replica-1:5432/m, postgresql://u:p@replica-2:5432/m ,',
    });
    expect(env.REDIS_URL).toBe('redis://:secret@cache:6379/0');
    expect(env.DATABASE_READ_URLS).toEqual(['postgres://u:p@replica-1:5432/m', 'postgresql://u:p@replica-2:5432/m']);
    expect(parseEnv({}).DATABASE_READ_URLS).toEqual([]);
    expect(() => parseEnv({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL doit commencer par redis:\/\//);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://u:p@primary/m', DATABASE_READ_URLS: 'mysql://replica/m' })).toThrow(/DATABASE_READ_URLS/);
    // Trusted proxies: the same machine and private networks unless said otherwise.
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(parseEnv({ TRUSTED_PROXIES: ' private , 203.0.113.0/24,' }).TRUSTED_PROXIES).toEqual(['private', '203.0.113.0/24']);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'lb.internal' })).toThrow(/TRUSTED_PROXIES « lb.internal » n’est ni une adresse IP/);
    // Replicas of the embedded server make no sense.
    expect(() => parseEnv({ DATABASE_READ_URLS: 'postgres://u:p@replica/m' })).toThrow(/DATABASE_READ_URLS demande DATABASE_URL/);
  });

  it('the event loop watchdog: 30 s by default, 0 for never, nothing shorter than 5 s', () => {
    expect(parseEnv({}).EVENT_LOOP_STALL_S).toBe(30);
    expect(parseEnv({ EVENT_LOOP_STALL_S: '0' }).EVENT_LOOP_STALL_S).toBe(0);
    expect(parseEnv({ EVENT_LOOP_STALL_S: '120' }).EVENT_LOOP_STALL_S).toBe(120);
    for (const wrong of ['2', '-1', '7200', 'trente', '1.5']) expect(() => parseEnv({ EVENT_LOOP_STALL_S: wrong }), wrong).toThrow(/EVENT_LOOP_STALL_S/);
  });

  it('production secrets: the app key with a real project, the store key with the real CMI gateway', () => {
    const real = { FIREBASE_PROJECT_ID: 'motomaroc-prod', SESSION_SECRET: 'x'.repeat(32), FIREBASE_API_KEY: 'AIzaTest' };
    expect(() => parseEnv(real)).toThrow(/APP_KEY est obligatoire/);
    expect(() => parseEnv({ CMI_GATEWAY_URL: 'https://payment.cmi.co.ma/fim/est3Dgate' })).toThrow(/CMI_STORE_KEY est obligatoire/);
    expect(parseEnv({ CMI_GATEWAY_URL: 'https://payment.cmi.co.ma/fim/est3Dgate', CMI_STORE_KEY: 'cle-du-magasin' }).CMI_STORE_KEY).toBe('cle-du-magasin');
  });

  it('names every wrong variable', () => {
    try {
      parseEnv({ PORT: 'http', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'bavard', V1_API_URL: 'pas une url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'V1_API_URL']) expect(message).toContain(name);
      expect(message).toContain('doit commencer par postgres://');
    }
  });
});
