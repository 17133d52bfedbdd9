import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A team id in a path: anything that cannot be a team's uuid is simply not found. */
@Injectable()
export class TeamIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw DomainRefusal.notFound();
    return value.toLowerCase();
  }
}

/** A user id in a path: anything that cannot be a user's id is not a member (404). */
@Injectable()
export class MemberIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!USER_ID.test(value)) throw DomainRefusal.notFound();
    return value;
  }
}
