import { DomainRefusal } from '@kollab/contracts';

export const taskNotFound = (): DomainRefusal => DomainRefusal.notFound('tasks.task_not_found');
export const publishNeedsTeamAndType = (): DomainRefusal => DomainRefusal.invalid('tasks.publish_needs_team_and_type');
