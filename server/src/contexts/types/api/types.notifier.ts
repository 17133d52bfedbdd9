import { Injectable, type OnModuleInit } from '@nestjs/common';
import { rooms, TYPE_KINDS, TYPE_LISTS } from '@kollab/contracts';
import { ViewAudiences } from '../../../core/realtime/view-audiences';

/**
 * After the type lists' projection commits, every member of the account gets
 * `types/typesChanged` (TYPES_CHANGED): `collection` names the kind's list, `view` is the
 * type (with its `kind`) or null when it was deleted, so open forms refresh their pickers.
 * Every member may read every kind, so the account room is the audience.
 */
@Injectable()
export class TypesNotifier implements OnModuleInit {
  constructor(private readonly audiences: ViewAudiences) {}

  onModuleInit(): void {
    for (const kind of TYPE_KINDS) {
      this.audiences.register({ collection: TYPE_LISTS[kind], context: 'types', view: 'types', rooms: (change) => [rooms.account(change.accountId)] });
    }
  }
}
