import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainRefusal, type ErrorCode } from '@kollab/contracts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Could this be the uuid of an item (tasks, protocols, offers, contacts, teams, types)? Any case. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Ids in paths (users, accounts): anything that cannot be an id is simply not found. */
@Injectable()
export class PathIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!ID.test(value)) throw DomainRefusal.notFound();
    return value;
  }
}

/**
 * An item's uuid in a path, lower-cased: anything else is simply not found, with the code of
 * what was looked for. One instance per kind of id, named like a pipe class
 * (`export const TaskIdPipe = new UuidPathPipe('tasks.task_not_found')`), so a route reads
 * `@Param('id', TaskIdPipe)` either way.
 */
export class UuidPathPipe implements PipeTransform<string, string> {
  constructor(private readonly notFound?: ErrorCode) {}

  transform(value: string): string {
    if (!isUuid(value)) throw DomainRefusal.notFound(this.notFound);
    return value.toLowerCase();
  }
}
