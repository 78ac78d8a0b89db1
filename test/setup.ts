/**
 * Runs before each test file: gives Next's modules the global they expect, and points the app's
 * environment at the shared test services (the API tier's, see vitest.config.ts; the unit tier has none).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { inject } from 'vitest';

// As Next's server does before any of its modules loads (node-environment): its request scopes are
// an AsyncLocalStorage found on globalThis, read once when its storage module first loads. A worker
// runs many files in one module graph, so whichever file loads that module first must find it.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;

const emulatorHost = inject('authEmulatorHost');
if (emulatorHost) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  process.env.FIREBASE_PROJECT_ID = inject('firebaseProjectId');
}
process.env.LOG_LEVEL = 'silent';
process.env.SESSION_SECRET = 'tests-only-session-secret-0123456789abcdef';
