import {
  consumeOidcModel,
  destroyOidcModel,
  findOidcModel,
  findOidcModelByUid,
  findOidcModelByUserCode,
  revokeOidcModelsByGrantId,
  upsertOidcModel,
  type Db,
  type OidcModelRecord,
} from '@sportzone/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage in the `oidc_models` table: one adapter per model kind (Session, Interaction,
 * Grant, AuthorizationCode, RefreshToken, …). Works the same on PGlite and PostgreSQL. JWT access tokens
 * are not stored (they are self-contained); everything else survives a restart.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly db: () => Db,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await upsertOidcModel(this.db(), this.kind, id, payload as Record<string, unknown>, {
      grantId: payload.grantId,
      userCode: payload.userCode,
      uid: payload.uid,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return toPayload(await findOidcModel(this.db(), this.kind, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return toPayload(await findOidcModelByUid(this.db(), this.kind, uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return toPayload(await findOidcModelByUserCode(this.db(), this.kind, userCode));
  }

  async consume(id: string): Promise<void> {
    await consumeOidcModel(this.db(), this.kind, id);
  }

  async destroy(id: string): Promise<void> {
    await destroyOidcModel(this.db(), this.kind, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await revokeOidcModelsByGrantId(this.db(), this.kind, grantId);
  }
}

function toPayload(record: OidcModelRecord | null): AdapterPayload | undefined {
  if (!record) return undefined;
  const payload = record.payload as AdapterPayload;
  return record.consumedAt
    ? { ...payload, consumed: Math.floor(record.consumedAt.getTime() / 1000) }
    : payload;
}
