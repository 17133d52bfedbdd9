import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A contact id in a path (the contacts routes, and a contact's tabs in tasks and protocols): anything that cannot be a contact's uuid is simply not found. */
@Injectable()
export class ContactIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw DomainRefusal.notFound('contacts.contact_not_found');
    return value.toLowerCase();
  }
}
