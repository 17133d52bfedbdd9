import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@kollab/contracts';
import { DomainRefusal } from '@kollab/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOr404(value: string, code: ErrorCode): string {
  if (!UUID.test(value)) throw DomainRefusal.notFound(code);
  return value.toLowerCase();
}

/** A task id in a path: anything that cannot be a task's uuid is simply not found. */
@Injectable()
export class TaskIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return uuidOr404(value, 'tasks.task_not_found');
  }
}

/** A comment id in a path. */
@Injectable()
export class CommentIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return uuidOr404(value, 'tasks.comment_not_found');
  }
}

/** A file id in a path. */
@Injectable()
export class FileIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return uuidOr404(value, 'tasks.file_not_found');
  }
}
