import { UuidPathPipe } from '../../../core/http/path-id.pipe';

/** A task id in a path: anything that cannot be a task's uuid is simply not found. */
export const TaskIdPipe = new UuidPathPipe('tasks.task_not_found');
/** A comment id in a path. */
export const CommentIdPipe = new UuidPathPipe('tasks.comment_not_found');
/** A file id in a path. */
export const FileIdPipe = new UuidPathPipe('tasks.file_not_found');
