import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (...path: string[]) => GET(new Request('http://localhost/uploads/x'), { params: Promise.resolve({ path }) });

describe('GET /uploads/…', () => {
  it('answers 404, not 500, for a path segment that is not a valid escape', async () => {
    const response = await get('%E0%A4%A.png');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Fichier introuvable.');
    expect((await get('demo', '%ZZ')).status).toBe(404);
  });

  it('answers 404 for what is not there, and nothing outside the uploads folder', async () => {
    expect((await get('demo', 'rien.jpg')).status).toBe(404);
    expect((await get('..%2Fpackage.json')).status).toBe(404);
  });
});
