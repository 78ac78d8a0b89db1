/**
 * The site's pages of text (about, contact, terms, sales terms, the app, premium ads) in a language:
 * each page's blocks are in the catalogue (messages: pages.{page}.body), in order, their key
 * saying what they are (h… a heading, p… a paragraph, li… an item of the list they follow), so
 * that both languages have the same blocks and the missing-key test checks them.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { pageAlternates } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { MY_LISTINGS_URL } from '@/lib/navigation';
import { SITE } from '@/lib/site';
import { CATALOGUES, translator } from '@/server/i18n';
import { ContentPage } from './ContentPage';

export const PROSE_PAGES = {
  about: '/pages/about',
  contact: '/pages/contact',
  terms: '/pages/condition-politique',
  salesTerms: '/pages/conditions-generales-de-vente',
  app: '/telecharger-app',
  premium: '/premiumads',
} as const;
export type ProsePageName = keyof typeof PROSE_PAGES;

/** The links the texts may hold (<contact>Contact</contact>), to the page in the text's language. */
const LINKED_PAGES: Record<string, string> = {
  contact: PROSE_PAGES.contact,
  terms: PROSE_PAGES.terms,
  salesTerms: PROSE_PAGES.salesTerms,
  premium: PROSE_PAGES.premium,
  sponsoring: '/sponsoring',
  myListings: MY_LISTINGS_URL,
};

/** The tags of a text of these pages: links, the e-mail address, bold. */
export function proseTags(locale: Locale) {
  const links = Object.fromEntries(
    Object.entries(LINKED_PAGES).map(([tag, path]) => [
      tag,
      (text: ReactNode) => (
        <Link href={localeHref(locale, path)} prefetch={false}>
          {text}
        </Link>
      ),
    ]),
  );
  return {
    ...links,
    email: SITE.email,
    mail: (text: ReactNode) => <a href={`mailto:${SITE.email}`}>{text}</a>,
    strong: (text: ReactNode) => <strong>{text}</strong>,
  };
}

export function prosePageMetadata(locale: Locale, page: ProsePageName): Metadata {
  const t = translator(locale, 'pages');
  return { title: t(`${page}.title`), description: t(`${page}.description`), alternates: pageAlternates(locale, PROSE_PAGES[page]) };
}

/** A page's blocks, a list's items gathered under one <ul>. */
export function ProseBlocks({ locale, page }: { locale: Locale; page: ProsePageName }) {
  const t = translator(locale, 'pages');
  const tags = proseTags(locale);
  const keys = Object.keys(CATALOGUES[locale].pages[page].body);
  const blocks: ReactNode[] = [];
  for (let i = 0; i < keys.length; i++) {
    // The keys are read from the catalogue itself: the translator's types cannot know them.
    const text = (key: string) => (t.rich as unknown as (key: string, values: object) => ReactNode)(`${page}.body.${key}`, tags);
    const key = keys[i]!;
    if (key.startsWith('li')) {
      const items: string[] = [];
      while (keys[i]?.startsWith('li')) items.push(keys[i++]!);
      i--;
      blocks.push(
        <ul key={key}>
          {items.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </ul>,
      );
    } else if (key.startsWith('h')) blocks.push(<h2 key={key}>{text(key)}</h2>);
    else blocks.push(<p key={key}>{text(key)}</p>);
  }
  return <>{blocks}</>;
}

/** The whole page; `before` comes first in its body (the contact form, the stores' buttons). */
export function ProsePage({ locale, page, before }: { locale: Locale; page: ProsePageName; before?: ReactNode }) {
  const t = translator(locale, 'pages');
  const title = page === 'app' ? t('app.h1') : t(`${page}.title`);
  return (
    <ContentPage title={title} lead={t(`${page}.lead`)} locale={locale}>
      {before}
      <ProseBlocks locale={locale} page={page} />
    </ContentPage>
  );
}
