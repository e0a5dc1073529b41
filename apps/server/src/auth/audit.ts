import type { Db } from '../db/connection.ts';
import type { Caller } from './caller.ts';

/** One row of the audit log: what staff did, and to which customer when it was one. */
export type AuditEntry = { action: string; customerId: string | null; detail?: Record<string, unknown> };

export async function writeAudit(db: Db, caller: Caller, { action, customerId, detail }: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_subject: caller.subject,
      actor_roles: caller.roles,
      action,
      customer_id: customerId,
      detail: detail === undefined ? null : JSON.stringify(detail),
    })
    .execute();
}
