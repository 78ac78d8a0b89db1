import { describe, expect, it, vi } from 'vitest';
import { escapeHtml, markupOnce, optionMarkup, optionsMarkup } from './markup';

describe('markup written as strings', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<b onclick="x('1')">A & B</b>`)).toBe('&lt;b onclick=&quot;x(&apos;1&apos;)&quot;&gt;A &amp; B&lt;/b&gt;');
    expect(optionMarkup('Fès "nord" <script>')).toBe('<option value="Fès &quot;nord&quot; &lt;script&gt;">Fès &quot;nord&quot; &lt;script&gt;</option>');
    expect(optionMarkup('Fès', 'فاس <b>')).toBe('<option value="Fès">فاس &lt;b&gt;</option>');
  });

  it('marks the chosen option, and none when the choice is not in the list', () => {
    const list = ['Honda', 'Harley & Co'].map((name) => optionMarkup(name)).join('');
    expect(optionsMarkup('Toutes les marques', list, 'Harley & Co')).toBe(
      '<option value="">Toutes les marques</option><option value="Honda">Honda</option><option value="Harley &amp; Co" selected="">Harley &amp; Co</option>',
    );
    expect(optionsMarkup('Toutes les marques', list, undefined)).not.toContain('selected');
    expect(optionsMarkup('Toutes les marques', list, 'Inconnue')).not.toContain('selected');
    // A value that is a prefix of another is not mistaken for it.
    expect(optionsMarkup('Toutes', optionMarkup('Honda X') + optionMarkup('Honda'), 'Honda')).toBe(
      '<option value="">Toutes</option><option value="Honda X">Honda X</option><option value="Honda" selected="">Honda</option>',
    );
  });

  it('builds the markup of a list once, and again for a new list', () => {
    const build = vi.fn((items: readonly string[]) => items.join(','));
    const once = markupOnce(build);
    const first = ['a', 'b'];
    expect(once(first)).toBe('a,b');
    expect(once(first)).toBe('a,b');
    expect(build).toHaveBeenCalledTimes(1);
    expect(once(['c'])).toBe('c');
    expect(build).toHaveBeenCalledTimes(2);
  });
});
