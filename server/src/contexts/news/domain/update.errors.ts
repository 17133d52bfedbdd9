import type { ErrorCode } from '@kollab/contracts';

/** A rule of the news domain refused a command: there is no such live update, or the id is taken. */
export class UpdateRefused extends Error {
  constructor(
    readonly reason: 'not_found' | 'conflict',
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = 'UpdateRefused';
  }
}

export const updateNotFound = (): UpdateRefused => new UpdateRefused('not_found', 'news.update_not_found');
export const updateExists = (): UpdateRefused => new UpdateRefused('conflict', 'concurrency.wrong_expected_version');
