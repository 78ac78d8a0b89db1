'use client';

import { useAdminCall } from './use-admin-call';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Records that a duplicate payment's authorisation was cancelled at CMI. */
export function MarkReleased({ oid }: { oid: string }) {
  const { busy, error, call } = useAdminCall();
  const mark = () => {
    if (window.confirm(`Avez-vous annulé l’autorisation de la commande ${oid} chez CMI ?`))
      void call('PATCH', '/payment/admin/:oid/rembourse', { param: { oid } });
  };
  return (
    <>
      <button type="button" className="btn-secondary min-h-9 py-1" disabled={busy} onClick={mark}>
        Marquer remboursé
      </button>
      <ErrorAlert error={error} className="w-full" />
    </>
  );
}
