import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@kollab/contracts';
import { DomainRefusal } from '@kollab/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in a path: anything else is simply not found (with the code of what was looked for). */
abstract class UuidPathPipe implements PipeTransform<string, string> {
  protected abstract readonly notFound: ErrorCode;

  transform(value: string): string {
    if (!UUID.test(value)) throw DomainRefusal.notFound(this.notFound);
    return value.toLowerCase();
  }
}

@Injectable()
export class ProtocolIdPipe extends UuidPathPipe {
  protected readonly notFound = 'protocols.protocol_not_found';
}

@Injectable()
export class CommentIdPipe extends UuidPathPipe {
  protected readonly notFound = 'protocols.comment_not_found';
}

@Injectable()
export class LinkedContactIdPipe extends UuidPathPipe {
  protected readonly notFound = 'protocols.contact_not_linked';
}

/** A linked task's id in a path (DELETE v1/protocols/{id}/tasks/{tid}). */
@Injectable()
export class LinkedTaskIdPipe extends UuidPathPipe {
  protected readonly notFound = 'protocols.task_not_linked';
}

@Injectable()
export class FileIdPipe extends UuidPathPipe {
  protected readonly notFound = 'protocols.file_not_found';
}
