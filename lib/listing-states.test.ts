import { describe, expect, it } from 'vitest';
import { editReturnsToModeration, stateAfter } from './listing-states';

describe('an expired listing', () => {
  it('is renewed back online, or goes back to moderation when its content changes', () => {
    expect(stateAfter('prolonger', 'expiree')).toBe('publiee');
    expect(stateAfter('prolonger', 'publiee')).toBe('publiee');
    for (const etat of ['en_attente', 'refusee', 'desactivee', 'vendue'] as const) expect(stateAfter('prolonger', etat)).toBeNull();
    expect(stateAfter('modifier', 'expiree', true)).toBe('en_attente');
    expect(stateAfter('modifier', 'expiree', false)).toBe('expiree');
    expect(editReturnsToModeration('expiree')).toBe(true);
    expect(stateAfter('vendre', 'expiree')).toBe('vendue');
    expect(stateAfter('desactiver', 'expiree')).toBe('desactivee');
  });
});
