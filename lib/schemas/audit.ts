/** Contracts of the admin audit trail. */
import { z } from './zod';
import { Timestamp, paged } from './common';

export const AuditEntry = z
  .object({
    idaudit: z.number().int(),
    idadmin: z.number().int().nullable().meta({ description: 'null once that admin account was deleted.' }),
    admin_nom: z.string(),
    action: z.string().meta({ example: 'sponsoring.etat' }),
    objet_type: z.string().meta({ example: 'sponsoring' }),
    objet_id: z.number().int(),
    avant: z.unknown().nullable(),
    apres: z.unknown().nullable(),
    date_action: Timestamp,
  })
  .meta({ id: 'EntreeAudit' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = paged('entrees', AuditEntry).meta({ id: 'PageAudit' });
export type AuditPage = z.infer<typeof AuditPage>;
