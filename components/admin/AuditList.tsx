import { formatDateTime } from '@/lib/format';
import type { AuditEntry } from '@/lib/schemas/audit';

const ACTION_LABELS: Record<string, string> = {
  'annonce.moderation': 'Modération',
  'annonce.suppression': 'Suppression d’annonce',
  'utilisateur.suppression': 'Suppression d’utilisateur',
  'utilisateur.transformation_boutique': 'Transformation en boutique',
  'sponsoring.etat': 'État du sponsoring',
  'sponsoring.modification': 'Dates du sponsoring',
  'sponsoring.suppression': 'Suppression du sponsoring',
  'annonce.correction': 'Correction d’annonce',
  'signalement.decision': 'Signalements clos',
  'message.lecture': 'Message lu / non lu',
  'parametre.modification': 'Paramètre',
  'pack.creation': 'Nouveau pack',
  'pack.modification': 'Pack modifié',
  'campagne.creation': 'Nouvelle campagne',
  'campagne.modification': 'Campagne modifiée',
  'publicite.creation': 'Nouvelle publicité',
  'publicite.modification': 'Publicité modifiée',
  'publicite.suppression': 'Suppression de publicité',
};

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** What changed, field by field: "etat : en_attente → publiee". */
function changes(entry: AuditEntry): string[] {
  const before = (entry.avant ?? {}) as Record<string, unknown>;
  const after = (entry.apres ?? {}) as Record<string, unknown>;
  if (entry.apres === null) return ['supprimé'];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key} : ${shown(before[key])} → ${shown(after[key])}`);
}

/** The audit trail: who did what to which object, before → after, when. */
export function AuditList({ entries, showObject = true }: { entries: AuditEntry[]; showObject?: boolean }) {
  if (entries.length === 0) return <p className="text-sm text-muted">Aucune action enregistrée.</p>;
  return (
    <ol className="card divide-y divide-line text-sm">
      {entries.map((entry) => (
        <li key={entry.idaudit} className="space-y-0.5 p-3">
          <p>
            <span className="font-semibold">{ACTION_LABELS[entry.action] ?? entry.action}</span>
            {showObject ? (
              <span className="text-muted">
                {' '}
                · {entry.objet_type} n° {entry.objet_id}
              </span>
            ) : null}
          </p>
          <p className="text-muted">
            par {entry.admin_nom}, le <time dateTime={entry.date_action}>{formatDateTime(entry.date_action)}</time>
          </p>
          <ul className="font-mono text-xs">
            {changes(entry).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
