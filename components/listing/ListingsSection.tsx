import type { ReactNode } from 'react';

/** A titled block of listings with its link to all of them: the brand, model and tyre-size pages. */
export function ListingsSection({
  id,
  title,
  link,
  className = 'mt-8',
  children,
}: {
  id: string;
  title: string;
  link: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {link}
      </div>
      {children}
    </section>
  );
}
