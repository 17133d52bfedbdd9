import { DomainRefusal } from '@kollab/contracts';

export const protocolNotFound = (): DomainRefusal => DomainRefusal.notFound('protocols.protocol_not_found');
export const commentNotFound = (): DomainRefusal => DomainRefusal.notFound('protocols.comment_not_found');
export const contactNotLinked = (): DomainRefusal => DomainRefusal.notFound('protocols.contact_not_linked');
export const fileNotFound = (): DomainRefusal => DomainRefusal.notFound('protocols.file_not_found');
export const publishNeedsTeamAndType = (): DomainRefusal => DomainRefusal.invalid('protocols.publish_needs_team_and_type');
export const commentsDisabled = (): DomainRefusal => DomainRefusal.invalid('protocols.comments_disabled');
export const notCommentAuthor = (): DomainRefusal => DomainRefusal.forbidden('protocols.not_comment_author');
