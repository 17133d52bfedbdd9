import { Injectable, type OnModuleInit } from '@nestjs/common';
import { rooms, STAFF_ROLES, TYPE_KINDS, TYPE_LISTS } from '@kollab/contracts';
import { ViewAudiences } from '../../../core/realtime/view-audiences';

/**
 * After the type lists' projection commits, the staff of the account gets
 * `types/typesChanged` (TYPES_CHANGED): `collection` names the kind's list, `view` is the
 * type (with its `kind`) or null when it was deleted, so open forms refresh their pickers.
 * Staff read every kind (templates and the claim tree included); portal users read none,
 * so the audience is the staff role rooms, not the account room.
 */
@Injectable()
export class TypesNotifier implements OnModuleInit {
  constructor(private readonly audiences: ViewAudiences) {}

  onModuleInit(): void {
    for (const kind of TYPE_KINDS) {
      this.audiences.register({
        collection: TYPE_LISTS[kind],
        context: 'types',
        view: 'types',
        rooms: (change) => STAFF_ROLES.map((role) => rooms.role(change.accountId, role)),
      });
    }
  }
}
