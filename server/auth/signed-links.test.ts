/** Signed links: one purpose each, one way of writing each, and an end when they have one. */
import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-links';

describe('signed links', () => {
  it('give back their subject for their purpose only', () => {
    const token = signLink('desabonner', '12.3');
    expect(verifyLink('desabonner', token)).toBe('12.3');
    expect(verifyLink('prolonger', token)).toBeNull();
    expect(verifyLink('desabonner', `${Buffer.from('13.3').toString('base64url')}.${token.split('.')[1]}`)).toBeNull();
  });

  it('read one way of writing a token: base64’s spare bits make no second token (MQ and MR both read "1")', () => {
    const token = signLink('desabonner', '1');
    expect(token.startsWith('MQ.')).toBe(true);
    expect(Buffer.from('MR', 'base64url').toString()).toBe('1');
    expect(verifyLink('desabonner', token.replace(/^MQ/, 'MR'))).toBeNull();
    // The signature's last character has spare bits too.
    const [subject, mac] = token.split('.') as [string, string];
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const other = last[last.indexOf(mac.at(-1)!) ^ 1]!;
    expect(Buffer.from(`${mac.slice(0, -1)}${other}`, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
    expect(verifyLink('desabonner', `${subject}.${mac.slice(0, -1)}${other}`)).toBeNull();
  });

  it('end at their moment when they have one, which cannot be changed', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const token = signLink('desabonner', '7.2', new Date('2027-01-26T10:00:00Z'));
    expect(verifyLink('desabonner', token, now)).toBe('7.2');
    expect(verifyLink('desabonner', token, new Date('2027-01-26T10:00:01Z'))).toBeNull();
    const [, mac] = token.split('.') as [string, string];
    const later = Buffer.from(`7.2~${Math.floor(Date.parse('2030-01-01') / 1000)}`).toString('base64url');
    expect(verifyLink('desabonner', `${later}.${mac}`, now)).toBeNull();
  });
});
