'use client';

import { useState } from 'react';
import { bff } from '@/lib/api/browser';
import { ALWAYS_MAILED, NOTIFICATION_KINDS, PUSH_ONLY, type NotificationChannel, type NotificationKind } from '@/lib/push/messages';
import type { NotificationPreferences } from '@/lib/schemas/notifications';
import { fillText } from '@/lib/i18n/fill';
import { useTexts } from '../texts/TextsProvider';

/** One switch per kind and channel, saved as soon as it changes (and put back if saving fails). Its texts: notificationPreferences. */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const texts = useTexts('notificationPreferences');
  // A switch's accessible name: the kind, the channel, and whether that mail is always sent.
  const switchName = (kind: NotificationKind, channel: NotificationChannel) =>
    fillText(channel === 'push' ? texts.checkboxPush : ALWAYS_MAILED.includes(kind) ? texts.checkboxMailAlways : texts.checkboxMail, {
      kind: texts.kinds[kind],
    });
  const [current, setCurrent] = useState(preferences);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function change(kind: NotificationKind, channel: NotificationChannel, on: boolean) {
    const before = current;
    setCurrent({ ...current, [kind]: { ...current[kind], [channel]: on } });
    setStatus(null);
    const answer = await bff('PUT', '/utilisateur/notifications/preferences', { json: { [kind]: { [channel]: on } } });
    if (!answer.ok) {
      setCurrent(before);
      return setStatus({ error: true, text: answer.error ?? texts.failed });
    }
    setCurrent(answer.body);
    setStatus({ error: false, text: texts.saved });
  }

  return (
    <div className="space-y-2">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{texts.caption}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1 font-semibold">
              {texts.when}
            </th>
            <th scope="col" className="w-20 py-1 text-center font-semibold">
              {texts.push}
            </th>
            <th scope="col" className="w-16 py-1 text-center font-semibold">
              {texts.mail}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-2 pe-2 font-normal">
                {texts.kinds[kind]}
              </th>
              {(['push', 'mail'] as const).map((channel) => {
                if (channel === 'mail' && PUSH_ONLY.includes(kind))
                  return (
                    <td key={channel} className="py-2 text-center text-muted">
                      –
                    </td>
                  );
                const always = channel === 'mail' && ALWAYS_MAILED.includes(kind);
                return (
                  <td key={channel} className="py-2 text-center">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand"
                      checked={current[kind][channel]}
                      disabled={always}
                      title={always ? texts.always : undefined}
                      aria-label={switchName(kind, channel)}
                      onChange={(event) => void change(kind, channel, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted">{texts.note}</p>
      <p role="status" className={`min-h-5 text-sm ${status?.error ? 'font-medium text-brand-dark' : 'text-muted'}`}>
        {status?.text}
      </p>
    </div>
  );
}
