import { policyItem, type PolicyItem } from '@kollab/contracts';
import type { LiveTask } from './task.state';

/** The teams and portals of the task's creator (extended permissions), looked up at the time of asking. */
export interface TaskCreatorFacts {
  creatorTeamIds: string[];
  creatorPortalContactIds: string[];
}

/** A task as the one policy (contracts/src/policy) sees it. */
export function taskPolicyItem(
  task: Pick<LiveTask, 'team' | 'created_by' | 'published' | 'assignees' | 'viewers' | 'contacts'>,
  creator: TaskCreatorFacts,
): PolicyItem {
  return policyItem('task', {
    teamIds: task.team ? [task.team] : [],
    authorId: task.created_by,
    createdBy: task.created_by,
    published: task.published,
    assigneeIds: task.assignees.map((a) => a.user_id),
    viewerIds: task.viewers,
    sharedContactIds: task.contacts.filter((c) => c.public).map((c) => c.contact_id),
    ...creator,
  });
}
