import { Inject, Param, Query } from '@nestjs/common';
import { LinkedTasksQuery, type TaskListView } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { ContactIdPipe } from '../../contacts/public/contact-id.pipe';
import { ContactTabController, ContactTabRoute } from '../../contacts/public/contact-tab.route';
import { pageOfTasks } from '../queries/task-page';
import { TaskReader } from '../queries/task-reader';
import { TaskCallers } from './task-caller';

/** A contact's tasks tab (GET v1/contacts/{id}/tasks), served beside the tasks read model (ContactTabController). */
@ContactTabController('tasks')
export class ContactTasksController {
  constructor(
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  @ContactTabRoute('tasks', 'TaskListView')
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ContactIdPipe) id: string,
    @Query() query: LinkedTasksQuery,
  ): Promise<TaskListView> {
    const { actor } = await this.callers.of(accountId, principal);
    await this.contacts.assertReadable(accountId, actor, id);
    return pageOfTasks(this.reader, accountId, actor, { contact_ids: { contains: id } }, query);
  }
}
