import type { ReadScope } from '@kollab/contracts';
import type { LiveTask } from '../domain/task.state';

/**
 * The read-scope keys of a task (the list filters by "holds any of the caller's keys",
 * the policy's `readScope` turned into keys): `owner:<creator>` always (drafts are the
 * owner's), `participant:<assignee or viewer>` always (participants read drafts), and only
 * while published `team:<team>`, `creator:<creator>` (extended permissions: the caller resolves the teams or portals
 * it reaches to their members) and `contact:<contact shared publicly>`.
 */
export function taskScopeKeys(task: Pick<LiveTask, 'created_by' | 'published' | 'assignees' | 'viewers' | 'team' | 'contacts'>): string[] {
  const keys = [`owner:${task.created_by}`];
  for (const assignee of task.assignees) keys.push(`participant:${assignee.user_id}`);
  for (const viewer of task.viewers) keys.push(`participant:${viewer}`);
  if (!task.published) return [...new Set(keys)];
  keys.push(`creator:${task.created_by}`);
  if (task.team) keys.push(`team:${task.team}`);
  for (const link of task.contacts) if (link.public) keys.push(`contact:${link.contact_id}`);
  return [...new Set(keys)];
}

/**
 * The keys of a caller's read scope (the policy's `readScope` of kind task): a task is in
 * the list when its `scope` holds one of them. `creatorIds`: the members of the teams and
 * portals the scope reaches by extended permissions.
 */
export function readerKeys(scope: ReadScope, creatorIds: readonly string[]): string[] {
  return [
    `owner:${scope.ownerId}`,
    ...(scope.participantId ? [`participant:${scope.participantId}`] : []),
    ...scope.teamIds.map((id) => `team:${id}`),
    ...scope.sharedContactIds.map((id) => `contact:${id}`),
    ...[...new Set(creatorIds)].map((id) => `creator:${id}`),
  ];
}
