import type { ErrorCode, FormErrors } from '@kollab/contracts';

/** A refusal with its HTTP status and stable code (404 not found, 403 not allowed, 422 a rule). */
export class ProtocolRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 422,
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = 'ProtocolRefused';
  }
}

/** Fields break the protocol rules: every failed field with its message keys (422). */
export class ProtocolInvalid extends Error {
  constructor(readonly errors: FormErrors) {
    super(`invalid: ${Object.keys(errors).join(', ')}`);
    this.name = 'ProtocolInvalid';
  }
}

export const protocolNotFound = (): ProtocolRefused => new ProtocolRefused(404, 'protocols.protocol_not_found');
export const commentNotFound = (): ProtocolRefused => new ProtocolRefused(404, 'protocols.comment_not_found');
export const contactNotLinked = (): ProtocolRefused => new ProtocolRefused(404, 'protocols.contact_not_linked');
export const fileNotFound = (): ProtocolRefused => new ProtocolRefused(404, 'protocols.file_not_found');
export const publishNeedsTeamAndType = (): ProtocolRefused => new ProtocolRefused(422, 'protocols.publish_needs_team_and_type');
export const commentsDisabled = (): ProtocolRefused => new ProtocolRefused(422, 'protocols.comments_disabled');
export const notCommentAuthor = (): ProtocolRefused => new ProtocolRefused(403, 'protocols.not_comment_author');
