'use client';

import { useState } from 'react';
import { bff } from '@/lib/api/browser';
import { ALWAYS_MAILED, NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationChannel, type NotificationKind } from '@/lib/push/messages';
import type { NotificationPreferences } from '@/lib/schemas/notifications';

/** One switch per kind and channel, saved as soon as it changes (and put back if saving fails). */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const [current, setCurrent] = useState(preferences);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function change(kind: NotificationKind, channel: NotificationChannel, on: boolean) {
    const before = current;
    setCurrent({ ...current, [kind]: { ...current[kind], [channel]: on } });
    setStatus(null);
    const answer = await bff('PUT', '/utilisateur/notifications/preferences', { json: { [kind]: { [channel]: on } } });
    if (!answer.ok) {
      setCurrent(before);
      return setStatus({ error: true, text: answer.error ?? 'Enregistrement impossible. Réessayez.' });
    }
    setCurrent(answer.body);
    setStatus({ error: false, text: 'Préférences enregistrées.' });
  }

  return (
    <div className="space-y-2">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Notifications et e-mails, par type</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1 font-semibold">
              Me prévenir quand…
            </th>
            <th scope="col" className="w-20 py-1 text-center font-semibold">
              Notification
            </th>
            <th scope="col" className="w-16 py-1 text-center font-semibold">
              E-mail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-2 pr-2 font-normal">
                {NOTIFICATION_LABELS[kind]}
              </th>
              {(['push', 'mail'] as const).map((channel) => {
                const always = channel === 'mail' && ALWAYS_MAILED.includes(kind);
                return (
                  <td key={channel} className="py-2 text-center">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand"
                      checked={current[kind][channel]}
                      disabled={always}
                      title={always ? 'Le reçu de paiement est toujours envoyé par e-mail.' : undefined}
                      aria-label={`${NOTIFICATION_LABELS[kind]} : ${channel === 'push' ? 'notification' : 'e-mail'}${always ? ' (toujours envoyé)' : ''}`}
                      onChange={(event) => void change(kind, channel, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted">
        Les notifications arrivent sur l’application MotoMaroc et sur les navigateurs où vous les avez autorisées. Le reçu d’un paiement est toujours envoyé par
        e-mail.
      </p>
      <p role="status" className={`min-h-5 text-sm ${status?.error ? 'font-medium text-brand-dark' : 'text-muted'}`}>
        {status?.text}
      </p>
    </div>
  );
}
