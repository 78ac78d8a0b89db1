import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPage } from '@/lib/schemas/common';
import { readFailed } from './v1-reads';
import { V1Error } from '@/lib/api/client';

afterEach(() => vi.restoreAllMocks());

describe('readFailed', () => {
  it('turns a failed list fetch into the empty first page, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new V1Error(503, 'down', '/moto/annonce');
    const page = await Promise.reject(failure).catch(readFailed('listings', emptyPage()));
    expect(page).toEqual({ annonces: [], page: 1, totalPages: 0, total: 0, totalEstime: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('listings unavailable', failure);
  });
});
