import { Body, Controller, Delete, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { OfferCommentInput, type WriteResult } from '@kollab/contracts';
import { newId } from '../../../core/aggregates/new-id';
import { Roles } from '../../../core/auth/auth.decorators';
import { Write, type WriteCall } from '../../../core/http/write-route';
import { OfferActions } from './offer-actions';
import { OfferCommentIdPipe, OfferIdPipe } from './offer-path.pipes';
import { OfferWriteRoute } from './offer-write.route';
import { OffersAppGuard } from './offers-app.guard';

const COMMENT_PARAM = ApiParam({ name: 'cid', format: 'uuid', description: 'The comment id' });
const DISABLED = ApiResponse({ status: 409, description: 'offers.comments_disabled (or a stale If-Match: concurrency.wrong_expected_version)' });

/**
 * Comments on an offer. Anyone who reads the offer comments while comments are enabled;
 * only a comment's author changes or deletes it (deleting stays possible after comments
 * were disabled). The body is plain text.
 */
@ApiTags('offers')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@Roles('user')
@UseGuards(OffersAppGuard)
@Controller('v1/offers/:id/comments')
export class OfferCommentsController {
  constructor(private readonly actions: OfferActions) {}

  @Post()
  @OfferWriteRoute(
    "Comment on the offer (OfferCommentAdded); the WriteResult names the new comment, its version is the offer's",
    'offers.offer_not_found',
    201,
  )
  @DISABLED
  @ApiResponse({ status: 422, description: 'body required, max 10000' })
  add(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Body() input: OfferCommentInput): Promise<WriteResult> {
    const commentId = newId();
    return this.actions.act({ call, id, permission: 'read', status: 201, resultId: commentId }, (now) => ({
      type: 'AddOfferComment',
      data: { comment_id: commentId, body: input.body, actor: { userId: call.principal.userId, now } },
    }));
  }

  @Put(':cid')
  @OfferWriteRoute("Change one's own comment (OfferCommentChanged); someone else's: 403", 'offers.offer_not_found, offers.comment_not_found')
  @COMMENT_PARAM
  @DISABLED
  change(
    @Write() call: WriteCall,
    @Param('id', OfferIdPipe) id: string,
    @Param('cid', OfferCommentIdPipe) commentId: string,
    @Body() input: OfferCommentInput,
  ): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'read' }, (now) => ({
      type: 'ChangeOfferComment',
      data: { comment_id: commentId, body: input.body, actor: { userId: call.principal.userId, now } },
    }));
  }

  @Delete(':cid')
  @OfferWriteRoute(
    "Delete one's own comment (OfferCommentRemoved; the history keeps it); someone else's: 403",
    'offers.offer_not_found, offers.comment_not_found',
  )
  @COMMENT_PARAM
  remove(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Param('cid', OfferCommentIdPipe) commentId: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'read' }, (now) => ({
      type: 'RemoveOfferComment',
      data: { comment_id: commentId, actor: { userId: call.principal.userId, now } },
    }));
  }
}
