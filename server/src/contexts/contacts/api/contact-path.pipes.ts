import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A person id in a path (contact ids: public/contact-id.pipe.ts). */
@Injectable()
export class PersonIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw DomainRefusal.notFound('contacts.person_not_found');
    return value.toLowerCase();
  }
}
