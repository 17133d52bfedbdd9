import type { ErrorCode, FormErrors } from '@kollab/contracts';

/** A refusal with its status: 404 (no such task, comment, assignee …), 403, 409 or 422 with a code. */
export class TaskRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422,
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = 'TaskRefused';
  }
}

/** Fields break the task rules: every failed field with its message keys (422). */
export class TaskInvalid extends Error {
  constructor(readonly errors: FormErrors) {
    super(`invalid: ${Object.keys(errors).join(', ')}`);
    this.name = 'TaskInvalid';
  }
}

export const taskNotFound = (): TaskRefused => new TaskRefused(404, 'tasks.task_not_found');
export const publishNeedsTeamAndType = (): TaskRefused => new TaskRefused(422, 'tasks.publish_needs_team_and_type');
