import { createHash, randomBytes } from 'node:crypto';
import type { Report } from '@mina-sidor/shared/report';
import type { Db } from '../../db/connection.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listReports(db: Db, customerId: string): Promise<Report[]> {
  const rows = await db
    .selectFrom('reports')
    .select(['report_id', 'name', 'file_name', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ reportId: r.report_id, name: r.name, fileName: r.file_name, createdAt: r.created_at.toISOString() }));
}

export async function reportExists(db: Db, customerId: string, reportId: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('report_id').where('customer_id', '=', customerId).where('report_id', '=', reportId).executeTakeFirst();
  return row !== undefined;
}

/** A 256-bit random token; only its hash is stored, so the table cannot be replayed. */
export async function createDownloadToken(db: Db, input: { reportId: string; customerId: string; createdBy: string; ttlSeconds: number }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  await db
    .insertInto('download_tokens')
    .values({
      token_hash: hashToken(token),
      report_id: input.reportId,
      customer_id: input.customerId,
      created_by: input.createdBy,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

export type Redemption =
  | { ok: true; customerId: string; fileName: string; contentType: string; content: string }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Marks the token used and returns its file, in one statement, so two requests cannot both redeem it. */
export async function redeemDownloadToken(db: Db, token: string, now = new Date()): Promise<Redemption> {
  const claimed = await db
    .updateTable('download_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['report_id', 'customer_id'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await db.selectFrom('download_tokens').select(['used_at', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    return { ok: false, reason: row.used_at ? 'used' : 'expired' };
  }
  const report = await db
    .selectFrom('reports')
    .select(['file_name', 'content_type', 'content'])
    .where('report_id', '=', claimed.report_id)
    .executeTakeFirstOrThrow();
  return { ok: true, customerId: claimed.customer_id, fileName: report.file_name, contentType: report.content_type, content: report.content };
}

/** The customer an open (unused, unexpired) download token was issued for. */
export async function customerOfDownloadToken(db: Db, token: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('download_tokens')
    .select('customer_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
