import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain JavaScript run by postinstall, without types
import { patchSource, serverFile } from './patch-firebase-tools.mjs';

describe('patch-firebase-tools (postinstall)', () => {
  it('adds the lazy compilation once, next to the options it belongs to', () => {
    const shipped =
      '    const apis = await exegesisExpress.middleware(spec, {\n        defaultMaxBodySize: 1024,\n        validateDefaultResponses: true,\n        onResponseValidationError() {},\n    });\n';
    const fixed = patchSource(shipped);
    expect(fixed).toContain('        validateDefaultResponses: true,\n        lazyCompileValidationSchemas: true,');
    expect(patchSource(fixed)).toBe(fixed);
  });

  it('has patched the installed Auth emulator', () => {
    const source = fs.readFileSync(serverFile, 'utf8');
    expect(source, 'run node scripts/patch-firebase-tools.mjs, or revisit it after a firebase-tools upgrade').toMatch(
      /validateDefaultResponses: true,\n\s*lazyCompileValidationSchemas: true/,
    );
  });

  it('still validates requests: a malformed one is refused by the emulator started for the tests', async () => {
    const host = inject('authEmulatorHost');
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42, password: ['x'], returnSecureToken: 'oui' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Invalid JSON payload received/);
  });
});
