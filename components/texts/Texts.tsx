import 'server-only';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ClientNamespace } from '@/lib/i18n/catalogue';
import { clientTexts, errorTranslations } from '@/server/i18n';
import { TextsProvider } from './TextsProvider';

/**
 * Gives the client components inside the namespaces of the catalogue they read (useTexts), in the
 * page's language, and the texts of the error tables their forms show (useErrorText): only those,
 * so that a page sends only its own texts, in its own language.
 */
export function Texts({
  locale,
  namespaces,
  errors = [],
  children,
}: {
  locale: Locale;
  namespaces: readonly ClientNamespace[];
  /** the error tables (lib/errors.ts prefixes) whose codes the forms inside show themselves */
  errors?: readonly string[];
  children: ReactNode;
}) {
  const texts = Object.fromEntries(namespaces.map((namespace) => [namespace, clientTexts(locale, namespace)]));
  return (
    <TextsProvider locale={locale} texts={texts} errors={errorTranslations(locale, errors)}>
      {children}
    </TextsProvider>
  );
}
