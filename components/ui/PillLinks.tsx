import Link from 'next/link';

export interface PillLink {
  href: string;
  label: string;
  /** what the link leads to counts, formatted ("12") */
  count?: string;
  /** a label written left to right in any language (a tyre size) */
  dir?: 'ltr';
}

/** Links as pills, each with its count ("Rabat · 12"): a model's cities, the tyre sizes on sale. */
export function PillLinks({ links, className = '' }: { links: PillLink[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="pill" dir={link.dir}>
            {link.label}
            {link.count ? <span className="text-muted"> · {link.count}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
