import Link from 'next/link';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { AdminContactPage } from '@/lib/schemas/admin-reports';
import { adminListHref } from '@/lib/admin';
import { EmptyState } from '../ui/EmptyState';
import { AdminPager } from './AdminPager';
import { MarkMessage } from './MarkMessage';

/** Messages of /pages/contact: unread first; reply by e-mail; mark read or unread. */
export function ContactMessages({ messages, read, limit }: { messages: AdminContactPage; read: boolean; limit: number }) {
  const pageHref = (page: number, size = limit) => adminListHref('/compte/admin/messages', { lus: read ? '1' : null, page, limit: size });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">
        Messages <span className="text-base font-semibold text-muted">({formatNumber(messages.nonLus)} non lus)</span>
      </h1>
      <div className="flex gap-2" role="group" aria-label="Messages">
        {[
          { label: 'Non lus', current: !read, href: adminListHref('/compte/admin/messages', { limit }) },
          { label: 'Lus', current: read, href: adminListHref('/compte/admin/messages', { lus: '1', limit }) },
        ].map((tab) => (
          <Link
            key={tab.label}
            href={tab.href}
            aria-current={tab.current ? 'true' : undefined}
            className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold ${tab.current ? 'bg-brand text-white' : 'bg-white ring-1 ring-line hover:bg-canvas'}`}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      {messages.messages.length === 0 ? (
        <EmptyState title={read ? 'Aucun message lu' : 'Aucun message non lu'}>Les messages du formulaire de contact arrivent ici.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {messages.messages.map((message) => (
            <li key={message.idmessage} className="card space-y-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">{message.sujet}</p>
                  <p className="text-sm text-muted">
                    {message.nom} · {message.email}
                    {message.telephone ? ` · ${message.telephone}` : ''} · {formatDateTime(message.date_ajout)}
                  </p>
                </div>
              </div>
              <p className="whitespace-pre-line text-sm">{message.message}</p>
              <div className="flex flex-wrap gap-2">
                <a className="btn-primary min-h-9 py-1" href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.sujet}`)}`}>
                  Répondre par e-mail
                </a>
                <MarkMessage idmessage={message.idmessage} traite={message.traite} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={messages.page} totalPages={messages.totalPages} limit={limit} hrefFor={pageHref} previous="← Plus récents" next="Plus anciens →" />
    </div>
  );
}
