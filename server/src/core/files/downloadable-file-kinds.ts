import { Injectable } from '@nestjs/common';
import type { RequestPrincipal } from '../auth/request-principal';
import type { FileContent } from './file-store';

/** A download asked for through GET /api/v1/files/{id}: who asks, in which account, for which stored file. */
export interface FileDownloadRequest {
  accountId: string;
  principal: RequestPrincipal;
  file: Pick<FileContent, 'id' | 'kind' | 'ownerId'>;
}

/** Whether the caller may download the file (e.g. the policy's read on the item that owns it). */
export type FileDownloadCheck = (request: FileDownloadRequest) => Promise<boolean>;

/**
 * The kinds of file GET /api/v1/files/{id} serves, and to whom: `allow` opens a kind to
 * every member of the account (the account's logo and icon, contact logos); `allowWhen`
 * opens it to those the kind's check lets through (task and protocol files: whoever may
 * read the item the file belongs to, asked of the policy by its context). Any other kind
 * (avatars have their own route) is 404 there, as is a file the check refuses.
 */
@Injectable()
export class DownloadableFileKinds {
  private readonly checks = new Map<string, FileDownloadCheck>();

  allow(...kinds: string[]): void {
    for (const kind of kinds) this.checks.set(kind, () => Promise.resolve(true));
  }

  allowWhen(kind: string, check: FileDownloadCheck): void {
    this.checks.set(kind, check);
  }

  has(kind: string): boolean {
    return this.checks.has(kind);
  }

  /** True when the file's kind is served and its check lets the caller have it. */
  async mayDownload(request: FileDownloadRequest): Promise<boolean> {
    const check = this.checks.get(request.file.kind);
    return check ? check(request) : false;
  }
}
