import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ChangeProtocolContactInput,
  LinkProtocolContactInput,
  ProtocolContactsQuery,
  ProtocolCommentInput,
  type ProtocolContactListView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { DEFAULT_PAGE_SIZE } from '../../../core/read-store/read-store';
import { ActOnProtocol, type ProtocolAct } from '../commands/act-on-protocol.handler';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';
import { CommentIdPipe, LinkedContactIdPipe, ProtocolIdPipe } from './protocol-path.pipes';
import { ProtocolWriteRoute } from './protocol-write.route';
import { ProtocolsAppGuard } from './protocols-app.guard';
import { newId } from '../../../core/aggregates/new-id';

/**
 * What hangs on a protocol: comments (anyone who reads it writes them while comments
 * are enabled; only their author changes or deletes them) and linked contacts (staff
 * who may edit the protocol; `public` shares it into the contact's portal).
 */
@ApiTags('protocols')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), wrong role (auth.forbidden), protocols app off (protocols.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(ProtocolsAppGuard)
@Controller('v1/protocols/:id')
export class ProtocolItemsController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  @Post('comments')
  @ProtocolWriteRoute(
    'Comment on the protocol (ProtocolCommentAdded): anyone who reads it, while comments are enabled',
    "WriteResult; `id` is the new comment's id",
    201,
  )
  @ApiResponse({ status: 422, description: 'body required, max 5000 (request.validation_failed); protocols.comments_disabled' })
  addComment(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @Body() input: ProtocolCommentInput): Promise<WriteResult> {
    const commentId = newId();
    const act: ProtocolAct = { type: 'AddProtocolComment', data: { comment_id: commentId, body: input.body, author_id: call.principal.userId } };
    return this.act(call, id, act, { resultId: commentId, status: 201 });
  }

  @Put('comments/:cid')
  @ProtocolWriteRoute("Change one's own comment (ProtocolCommentChanged; nothing when unchanged), while comments are enabled")
  @ApiParam({ name: 'cid', format: 'uuid' })
  @ApiResponse({ status: 403, description: 'protocols.not_comment_author' })
  @ApiResponse({ status: 404, description: 'protocols.comment_not_found' })
  @ApiResponse({ status: 422, description: 'body required, max 5000; protocols.comments_disabled' })
  changeComment(
    @Write() call: WriteCall,
    @Param('id', ProtocolIdPipe) id: string,
    @Param('cid', CommentIdPipe) commentId: string,
    @Body() input: ProtocolCommentInput,
  ): Promise<WriteResult> {
    return this.act(call, id, { type: 'ChangeProtocolComment', data: { comment_id: commentId, body: input.body, actor_id: call.principal.userId } });
  }

  @Delete('comments/:cid')
  @ProtocolWriteRoute("Delete one's own comment (ProtocolCommentRemoved)")
  @ApiParam({ name: 'cid', format: 'uuid' })
  @ApiResponse({ status: 403, description: 'protocols.not_comment_author' })
  @ApiResponse({ status: 404, description: 'protocols.comment_not_found' })
  removeComment(
    @Write() call: WriteCall,
    @Param('id', ProtocolIdPipe) id: string,
    @Param('cid', CommentIdPipe) commentId: string,
  ): Promise<WriteResult> {
    return this.act(call, id, { type: 'RemoveProtocolComment', data: { comment_id: commentId, actor_id: call.principal.userId } });
  }

  @Get('contacts')
  @Roles('user')
  @ApiOperation({ summary: 'The contacts linked to the protocol, with their public flag (page, limit; in the order they were linked)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ProtocolContactListView')
  @ApiResponse({ status: 404, description: 'protocols.protocol_not_found' })
  async contacts(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ProtocolIdPipe) id: string,
    @Query() query: ProtocolContactsQuery,
  ): Promise<ProtocolContactListView> {
    const view = await this.reader.protocol(accountId, id);
    if (!view) throw DomainRefusal.notFound('protocols.protocol_not_found');
    await this.access.assertReads(accountId, await this.access.actor({ ...principal, accountId }), view);
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    return { data: view.contacts.slice((page - 1) * limit, page * limit), meta: { page, limit, total: view.contacts.length } };
  }

  @Post('contacts')
  @Roles('user')
  @ProtocolWriteRoute(
    'Link a contact of the account (ProtocolContactLinked; the public flag changes when it is linked already): `edit` on the protocol',
    'WriteResult of the protocol',
    201,
  )
  @ApiResponse({ status: 422, description: 'contact_id not a contact of the account (protocols.contact_unknown)' })
  linkContact(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @Body() input: LinkProtocolContactInput): Promise<WriteResult> {
    const act: ProtocolAct = {
      type: 'LinkProtocolContact',
      data: { contact_id: input.contact_id.trim().toLowerCase(), public: input.public ?? false, known: false },
    };
    return this.act(call, id, act, { basedOn: call.basedOn, status: 201 });
  }

  @Put('contacts/:cid')
  @Roles('user')
  @ProtocolWriteRoute("Share the protocol into the linked contact's portal, or stop (ProtocolContactShareChanged; nothing when unchanged)")
  @ApiParam({ name: 'cid', format: 'uuid' })
  @ApiResponse({ status: 404, description: 'protocols.contact_not_linked' })
  shareContact(
    @Write() call: WriteCall,
    @Param('id', ProtocolIdPipe) id: string,
    @Param('cid', LinkedContactIdPipe) contactId: string,
    @Body() input: ChangeProtocolContactInput,
  ): Promise<WriteResult> {
    const act: ProtocolAct = { type: 'ShareProtocolContact', data: { contact_id: contactId, public: input.public } };
    return this.act(call, id, act, { basedOn: call.basedOn });
  }

  @Delete('contacts/:cid')
  @Roles('user')
  @ProtocolWriteRoute('Unlink the contact (ProtocolContactUnlinked)')
  @ApiParam({ name: 'cid', format: 'uuid' })
  @ApiResponse({ status: 404, description: 'protocols.contact_not_linked' })
  unlinkContact(
    @Write() call: WriteCall,
    @Param('id', ProtocolIdPipe) id: string,
    @Param('cid', LinkedContactIdPipe) contactId: string,
  ): Promise<WriteResult> {
    const act: ProtocolAct = { type: 'UnlinkProtocolContact', data: { contact_id: contactId } };
    return this.act(call, id, act, { basedOn: call.basedOn });
  }

  /** `basedOn`: only the routes that take If-Match pass it; `resultId`: the id the WriteResult names (the protocol's by default). */
  private async act(
    call: WriteCall,
    id: string,
    act: ProtocolAct,
    answer: { basedOn?: number; resultId?: string; status?: 200 | 201 } = {},
  ): Promise<WriteResult> {
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    return this.writes.execute(call, new ActOnProtocol(call.context, actor, id, act, answer.basedOn), answer.resultId ?? id, answer.status);
  }
}
