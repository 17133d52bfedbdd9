import { Injectable } from '@nestjs/common';

/**
 * The kinds of file any member of the account may fetch by id through
 * GET /api/v1/files/{id} (the account's logo and icon). Files with a narrower audience
 * (task files, later) are served by their context's own route after its visibility
 * check, so a member who learns such an id gets 404 here.
 */
@Injectable()
export class DownloadableFileKinds {
  private readonly kinds = new Set<string>();

  allow(...kinds: string[]): void {
    for (const kind of kinds) this.kinds.add(kind);
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }
}
