import type { Readable } from 'node:stream';

/**
 * Where a file belongs: the account whose data it is (`_system` for user-level files
 * such as avatars), what it is (`avatar`, `account_logo`, later `contact_logo`,
 * `task_file`) and the item that owns it (user, account, contact, task id).
 */
export interface FileScope {
  accountId: string;
  kind: string;
  ownerId: string;
}

/** A stored file: a server-made id (never the client's file name) and what was stored. */
export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes (ETag, duplicate checks). */
  sha256: string;
}

/** A file found by `get`: its facts and a way to read it (opened only when asked). */
export interface FileContent extends StoredFile {
  kind: string;
  ownerId: string;
  createdAt: string;
  open(): Readable;
}

/**
 * The files port. Every call names the account, and a file is found only in its own
 * account: another account's id is `undefined`, as if unknown. Contexts keep the file
 * ids in their events and check who may read a file before they `get` it.
 */
export interface FileStore {
  put(scope: FileScope, bytes: Buffer, contentType: string): Promise<StoredFile>;
  get(accountId: string, id: string): Promise<FileContent | undefined>;
  /** Idempotent: an unknown id is no error. */
  delete(accountId: string, id: string): Promise<void>;
  /** Every file of `scope.kind` that `scope.ownerId` owns (erasure, removing an item); idempotent. */
  deleteOwned(scope: FileScope): Promise<void>;
  /** Every file of an account (the account's removal). */
  deleteAll(accountId: string): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/** Where members of the file's account download it (GET /api/v1/files/{id}, for the kinds it serves). */
export const fileUrl = (id: string): string => `/api/v1/files/${id}`;
