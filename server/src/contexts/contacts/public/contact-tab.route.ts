import { applyDecorators, Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../core/auth/auth.decorators';
import type { ContractViewName } from '../../../core/http/contract-views.generated';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { ContactsAppGuard } from './contacts-app.guard';

/**
 * A contact's tab of another context's items (GET v1/contacts/{id}/<items>), served by the
 * context that owns their read model. A contacts route, so with the contacts routes'
 * access: role user (403 auth.forbidden), the contacts app (ContactsAppGuard, 403
 * contacts.app_disabled); the route checks the contact with CONTACT_DIRECTORY.assertReadable
 * (404 contacts.contact_not_found) and takes its id through ContactIdPipe.
 */
export const ContactTabController = (items: string): ClassDecorator =>
  applyDecorators(
    ApiTags('contacts'),
    ApiBearerAuth(),
    ApiSecurity('Account'),
    ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' }),
    ApiResponse({
      status: 403,
      description: 'Account header problems (seed §8 messages), not role user (auth.forbidden), contacts app off (contacts.app_disabled)',
    }),
    Roles('user'),
    UseGuards(ContactsAppGuard),
    Controller(`v1/contacts/:id/${items}`),
  );

/** The tab's one route: a page of the linked items the caller may read, as the items' own list answers them. */
export const ContactTabRoute = (items: string, answer: ContractViewName): MethodDecorator =>
  applyDecorators(
    Get(),
    ApiOperation({
      summary: `The ${items} linked to the contact (publicly or not) that the caller may read: page, limit, order (as GET v1/${items})`,
      description: `Items as in GET v1/${items}; an empty page when the account has no ${items} app.`,
    }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiAnswer(answer, { description: `as GET v1/${items}` }),
    ApiResponse({ status: 404, description: 'contacts.contact_not_found' }),
    ApiResponse({ status: 422, description: 'bad page, limit or order' }),
  );
