import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction } from '../../../core/reactions/reaction';
import { userIdOfMemberStream } from '../domain/member.events';
import { EraseRemovedMemberJob, type EraseRemovedMemberJobData } from '../jobs/erase-removed-member.job';

/** MemberRemoved → EraseRemovedMemberJob (personal data goes when the last organisation does). */
export const eraseRemovedMemberReaction: Reaction = {
  name: 'accounts-erase-removed-member',
  eventTypes: ['MemberRemoved'],
  react(event: RecordedEvent) {
    const data: EraseRemovedMemberJobData = { account_id: event.metadata.accountId, user_id: userIdOfMemberStream(event.streamId) };
    return [{ job: EraseRemovedMemberJob.jobName, data }];
  },
};
