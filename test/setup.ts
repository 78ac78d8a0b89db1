/**
 * Runs before each test file: points the app's environment at the shared test services (the API
 * tier's, see vitest.config.ts; the unit tier has none).
 */
import { inject } from 'vitest';

const emulatorHost = inject('authEmulatorHost');
if (emulatorHost) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  process.env.FIREBASE_PROJECT_ID = inject('firebaseProjectId');
}
process.env.LOG_LEVEL = 'silent';
process.env.SESSION_SECRET = 'tests-only-session-secret-0123456789abcdef';
