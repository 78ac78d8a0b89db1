/** Runs before each test file: points the app's environment at the shared test services. */
import { inject } from 'vitest';

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.FIREBASE_PROJECT_ID = inject('firebaseProjectId');
process.env.LOG_LEVEL = 'silent';
process.env.SESSION_SECRET = 'tests-only-session-secret-0123456789abcdef';
