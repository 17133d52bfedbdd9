import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainRefusal, type ErrorCode } from '@kollab/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in a path: anything else is simply not found (with the code of what was looked for). */
abstract class UuidPathPipe implements PipeTransform<string, string> {
  protected abstract readonly notFound: ErrorCode;

  transform(value: string): string {
    if (!UUID.test(value)) throw DomainRefusal.notFound(this.notFound);
    return value.toLowerCase();
  }
}

/** An offer id in a path. */
@Injectable()
export class OfferIdPipe extends UuidPathPipe {
  protected readonly notFound = 'offers.offer_not_found';
}

/** A comment id in a path. */
@Injectable()
export class OfferCommentIdPipe extends UuidPathPipe {
  protected readonly notFound = 'offers.comment_not_found';
}
