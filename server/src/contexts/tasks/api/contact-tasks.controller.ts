import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { LinkedTasksQuery, type TaskListView } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { ContactIdPipe } from '../../contacts/public/contact-id.pipe';
import { ContactsAppGuard } from '../../contacts/public/contacts-app.guard';
import { pageOfTasks } from '../queries/task-page';
import { TaskReader } from '../queries/task-reader';
import { TaskCallers } from './task-caller';

/**
 * A contact's tasks tab (GET v1/contacts/{id}/tasks), served here beside the tasks read
 * model. A contacts route, so with the contacts routes' access: role user (403
 * auth.forbidden), the contacts app (ContactsAppGuard, 403 contacts.app_disabled), a
 * contact of the account the caller reads (CONTACT_DIRECTORY, 404
 * contacts.contact_not_found). The page holds the linked tasks the policy lets the caller
 * read: none when the account has no tasks app.
 */
@ApiTags('contacts')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), not role user (auth.forbidden), contacts app off (contacts.app_disabled)',
})
@Roles('user')
@UseGuards(ContactsAppGuard)
@Controller('v1/contacts/:id/tasks')
export class ContactTasksController {
  constructor(
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The tasks linked to the contact (publicly or not) that the caller may read: page, limit, order (as GET v1/tasks)',
    description: 'Items as in GET v1/tasks; an empty page when the account has no tasks app.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('TaskListView', { description: 'as GET v1/tasks' })
  @ApiResponse({ status: 404, description: 'contacts.contact_not_found' })
  @ApiResponse({ status: 422, description: 'bad page, limit or order' })
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
