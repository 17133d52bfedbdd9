import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Ids in paths (users, accounts): anything that cannot be an id is simply not found. */
@Injectable()
export class PathIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!ID.test(value)) throw DomainRefusal.notFound();
    return value;
  }
}
