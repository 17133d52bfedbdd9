import { PathIdPipe, UuidPathPipe } from '../../../core/http/path-id.pipe';

/** A team id in a path: anything that cannot be a team's uuid is simply not found. */
export const TeamIdPipe = new UuidPathPipe();
/** A user id in a path: anything that cannot be a user's id is not a member (404). */
export const MemberIdPipe = PathIdPipe;
