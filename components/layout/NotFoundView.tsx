'use client';

import Link from 'next/link';
import { usePageTexts } from './PageTexts';

/** The 404 page's content in the page's language (app/[locale]/not-found.tsx). */
export function NotFoundView() {
  const texts = usePageTexts().notFound;
  return (
    <div className="container-page py-16 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{texts.heading}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">{texts.text}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link href={texts.motosHref} className="btn-primary">
            {texts.motos}
          </Link>
        </li>
        <li>
          <Link href={texts.homeHref} className="btn-secondary">
            {texts.home}
          </Link>
        </li>
      </ul>
    </div>
  );
}
