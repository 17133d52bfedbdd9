import { UuidPathPipe } from '../../../core/http/path-id.pipe';

export const ProtocolIdPipe = new UuidPathPipe('protocols.protocol_not_found');
export const CommentIdPipe = new UuidPathPipe('protocols.comment_not_found');
export const LinkedContactIdPipe = new UuidPathPipe('protocols.contact_not_linked');
/** A linked task's id in a path (DELETE v1/protocols/{id}/tasks/{tid}). */
export const LinkedTaskIdPipe = new UuidPathPipe('protocols.task_not_linked');
export const FileIdPipe = new UuidPathPipe('protocols.file_not_found');
