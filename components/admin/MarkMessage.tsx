'use client';

import { useAdminCall } from './use-admin-call';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Marks a contact message read, or unread again. */
export function MarkMessage({ idmessage, traite }: { idmessage: number; traite: boolean }) {
  const { busy, error, call } = useAdminCall();
  const mark = () => call('PATCH', '/admin/messages/:id', { param: { id: idmessage }, json: { traite: !traite } });
  return (
    <>
      <button type="button" className="btn-secondary min-h-9 py-1" disabled={busy} onClick={() => void mark()}>
        {traite ? 'Marquer non lu' : 'Marquer lu'}
      </button>
      <ErrorAlert error={error} className="w-full" />
    </>
  );
}
