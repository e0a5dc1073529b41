import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/connection.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An id the provider was sent (a client id, a refresh token, a code) that no id it made can be:
 * answered as unknown without a query, as PostgreSQL refuses a NUL byte with an error (22021).
 */
const impossible = (value: string) => value.length > 512 || CONTROL.test(value);

/** oidc-provider's storage on our database, so grants survive restarts and are shared by instances. */
export function createKyselyAdapter(db: Db) {
  return class KyselyAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ model: this.model, id, consumed_at: null, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('user_code', userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      if (impossible(id)) return;
      await db.updateTable('oidc_payloads').set({ consumed_at: new Date() }).where('model', '=', this.model).where('id', '=', id).execute();
    }

    async destroy(id: string): Promise<void> {
      if (impossible(id)) return;
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string) {
      if (impossible(value)) return undefined;
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as AdapterPayload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
    }
  };
}
