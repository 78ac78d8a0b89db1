/** The last-resort page speaks both languages (its failed layout knew which one the page had) and retries. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from './global-error';

describe('the last-resort error page', () => {
  it('says it in French and in Arabic, each marked with its language, and offers to retry', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('layout failed')} reset={() => undefined} />);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Le service est momentanément indisponible');
    expect(html).toContain('<span lang="ar">الخدمة غير متوفرة مؤقتًا</span>');
    expect(html).toMatch(/<button type="button">Réessayer · <span lang="ar">أعد المحاولة<\/span><\/button>/);
  });
});
