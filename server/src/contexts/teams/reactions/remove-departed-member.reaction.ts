import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction } from '../../../core/reactions/reaction';
import { RemoveDepartedMemberJob, type RemoveDepartedMemberJobData } from '../jobs/remove-departed-member.job';

/** accounts' member streams are `member-<accountId>.<userId>`: the user is what follows the dot. */
const userOfMemberStream = (streamId: string): string => streamId.slice(streamId.indexOf('.') + 1);

/** accounts' MemberRemoved → RemoveDepartedMemberJob: a user who left the organisation leaves its teams. */
export const removeDepartedMemberReaction: Reaction = {
  name: 'teams-remove-departed-member',
  eventTypes: ['MemberRemoved'],
  react(event: RecordedEvent) {
    const data: RemoveDepartedMemberJobData = {
      account_id: event.metadata.accountId,
      user_id: userOfMemberStream(event.streamId),
      event_id: event.eventId,
      position: event.position,
    };
    return [{ job: RemoveDepartedMemberJob.jobName, data }];
  },
};
