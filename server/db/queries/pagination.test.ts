import { describe, expect, it } from 'vitest';
import { pageWindow, toPage } from './pagination';

describe('pageWindow', () => {
  it('defaults to the first page of 20', () => {
    expect(pageWindow({})).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ page: 3, limit: 10, offset: 20 });
  });
});

describe('toPage', () => {
  it('computes the pages of an exact total', () => {
    expect(toPage(['a'], 1, 20, { total: 41, exact: true })).toEqual({ annonces: ['a'], page: 1, totalPages: 3, total: 41, totalEstime: false });
    expect(toPage([], 1, 20, { total: 0, exact: true })).toMatchObject({ totalPages: 0, total: 0 });
  });

  it('keeps an estimated total but only pages through the reachable results', () => {
    expect(toPage([], 1, 20, { total: 712_345, exact: false })).toMatchObject({ total: 712_345, totalPages: 500, totalEstime: true });
    expect(toPage([], 1, 100, { total: 10_001, exact: false })).toMatchObject({ totalPages: 100 });
  });
});
