import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import type { FileContent, FileScope, FileStore, StoredFile } from './file-store';
import { migrateFilesSchema } from './files.schema';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Account ids are uuids or `_system`; anything else never becomes a path segment. */
const ACCOUNT_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

interface FileRow {
  id: string;
  kind: string;
  owner_id: string;
  content_type: string;
  size: number | string;
  sha256: string;
  created_at: Date | string;
}

/**
 * Files on disk under `DATA_DIR/files/<accountId>/<id>`, their facts in the `files`
 * table. The id is made here; the bytes are written to a temporary name, synced and
 * renamed, so a reader never sees half a file; the row follows (a row always has its
 * bytes, except for a crash between the two steps of `delete`, which `get` treats as gone).
 */
@Injectable()
export class DiskFileStore implements FileStore, OnModuleInit {
  private readonly root: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {
    this.root = join(config.dataDir, 'files');
  }

  onModuleInit(): Promise<void> {
    return migrateFilesSchema(this.sql);
  }

  async put(scope: FileScope, bytes: Buffer, contentType: string): Promise<StoredFile> {
    const dir = this.accountDir(scope.accountId);
    if (!dir) throw new Error(`not an account id: ${JSON.stringify(scope.accountId)}`);
    const id = randomUUID();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `.${id}.${randomBytes(4).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const path = join(dir, id);
    try {
      await rename(temp, path);
      await this.sql.query(`INSERT INTO files (account_id, id, kind, owner_id, content_type, size, sha256) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        scope.accountId,
        id,
        scope.kind,
        scope.ownerId,
        contentType,
        bytes.length,
        sha256,
      ]);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(path, { force: true });
      throw error;
    }
    return { id, contentType, size: bytes.length, sha256 };
  }

  async get(accountId: string, id: string): Promise<FileContent | undefined> {
    const dir = this.accountDir(accountId);
    if (!dir || !FILE_ID.test(id)) return undefined;
    const [row] = await this.sql.query<FileRow>(
      `SELECT id::text AS id, kind, owner_id, content_type, size, sha256, created_at FROM files WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    if (!row) return undefined;
    const path = join(dir, id);
    const exists = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) return undefined;
    return {
      id: row.id,
      kind: row.kind,
      ownerId: row.owner_id,
      contentType: row.content_type,
      size: Number(row.size),
      sha256: row.sha256,
      createdAt: new Date(row.created_at).toISOString(),
      open: () => createReadStream(path),
    };
  }

  async delete(accountId: string, id: string): Promise<void> {
    const dir = this.accountDir(accountId);
    if (!dir || !FILE_ID.test(id)) return;
    await this.sql.query(`DELETE FROM files WHERE account_id = $1 AND id = $2`, [accountId, id]);
    await rm(join(dir, id), { force: true });
  }

  async deleteOwned(scope: FileScope): Promise<void> {
    const dir = this.accountDir(scope.accountId);
    if (!dir) return;
    const rows = await this.sql.query<{ id: string }>(
      `DELETE FROM files WHERE account_id = $1 AND kind = $2 AND owner_id = $3 RETURNING id::text AS id`,
      [scope.accountId, scope.kind, scope.ownerId],
    );
    for (const { id } of rows) await rm(join(dir, id), { force: true });
  }

  async deleteAll(accountId: string): Promise<void> {
    const dir = this.accountDir(accountId);
    if (!dir) return;
    await this.sql.query(`DELETE FROM files WHERE account_id = $1`, [accountId]);
    await rm(dir, { recursive: true, force: true });
  }

  private accountDir(accountId: string): string | undefined {
    return ACCOUNT_SEGMENT.test(accountId) ? join(this.root, accountId) : undefined;
  }
}
