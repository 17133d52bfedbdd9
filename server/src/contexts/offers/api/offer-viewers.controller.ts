import { Body, Controller, Delete, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { OfferUserInput, type WriteResult } from '@kollab/contracts';
import { Roles } from '../../../core/auth/auth.decorators';
import { Write, type WriteCall } from '../../../core/http/write-route';
import { OfferFactsReader } from '../commands/offer-facts.reader';
import { OfferActions } from './offer-actions';
import { OfferIdPipe } from './offer-path.pipes';
import { OfferWriteRoute } from './offer-write.route';
import { OffersAppGuard } from './offers-app.guard';

/**
 * Viewers (the distributor) of an offer: they read it, drafts included. Adding and removing
 * them needs `edit`; adding someone who is there already changes nothing (same version).
 */
@ApiTags('offers')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@Roles('user')
@UseGuards(OffersAppGuard)
@Controller('v1/offers/:id/viewers')
export class OfferViewersController {
  constructor(
    private readonly actions: OfferActions,
    private readonly facts: OfferFactsReader,
  ) {}

  @Post()
  @OfferWriteRoute('Add a viewer: an active staff member of the account (OfferViewerAdded); `edit` permission', 'offers.offer_not_found', 201)
  @ApiResponse({ status: 422, description: 'user_id not an active member with the role user (offers.member_not_active)' })
  async add(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Body() input: OfferUserInput): Promise<WriteResult> {
    const active = await this.facts.activeStaff(call.accountId, input.user_id);
    return this.actions.act({ call, id, permission: 'edit', status: 201 }, { type: 'AddOfferViewer', data: { user_id: input.user_id, active } });
  }

  @Delete(':user')
  @OfferWriteRoute('Remove a viewer (OfferViewerRemoved); `edit` permission', 'offers.offer_not_found, offers.viewer_not_found')
  @ApiParam({ name: 'user', description: 'The user id' })
  remove(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Param('user') user: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'RemoveOfferViewer', data: { user_id: user } });
  }
}
