import type { ReactNode } from 'react';

/** The page an e-mail's link opens (stop an alert, renew a listing): a card with its title, then what it asks or says. */
export function EmailLinkPage({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page max-w-xl py-10">
      <section aria-labelledby={headingId} className="card space-y-4 p-6">
        <h1 id={headingId} className="text-2xl font-extrabold">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
