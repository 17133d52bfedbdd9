import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ChangeSurveyInput,
  CreateSurveyInput,
  DomainRefusal,
  ListSurveysQuery,
  SURVEY_ORDERS,
  SurveyStatusInput,
  type SurveyDetailView,
  type SurveyListView,
  type SurveyView,
  type WriteResult,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { basedOnOf } from '../../../core/http/if-match';
import { anyOfViews, ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { PolicyService } from '../../access/public/policy.service';
import { CreateSurvey } from '../commands/create-survey.handler';
import { PerformSurveyAction, type SurveyAction } from '../commands/perform-survey-action.handler';
import { surveyNotFound } from '../domain/survey.errors';
import { ListSurveys } from '../queries/list-surveys.handler';
import { SurveyHistoryReader } from '../queries/survey-history.reader';
import { SurveyReader } from '../queries/survey-reader';
import { changedFields, createdFields } from './survey-fields';
import { SurveyIdPipe, SurveysAppGuard, SurveyWriteRoute } from './survey-http';

const FIELD_ERRORS =
  'field errors (request.validation_failed): title required/max 255; questions.<i>.<field> (question required/max 255, ' +
  'answer_choices: at least two, unique, each required/max 255; min below max; rating/scale bounds whole numbers); start_date/due_date ' +
  '(validation.date; surveys.due_not_after_start); assignees (surveys.assignee_not_member: not an active member who may answer)';

/**
 * Surveys of the caller's account (issue 15; seed §2, §3, §5, §6), when the account has the
 * surveys app. The author (role surveys) creates, edits, publishes, closes and deletes; the
 * assignees read a published survey (to answer it, survey-answers.controller.ts) whatever
 * their roles. Every read and write asks the one policy; a survey the caller may not read is
 * 404 `surveys.survey_not_found`; editor routes without the role are 403.
 */
@ApiTags('surveys')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages), surveys app off (surveys.app_disabled)' })
@UseGuards(SurveysAppGuard)
@Controller('v1/surveys')
export class SurveysController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
    private readonly policy: PolicyService,
    private readonly reader: SurveyReader,
    private readonly histories: SurveyHistoryReader,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The surveys the caller may read (their own with role surveys; the published ones assigned to them): page, limit, order, filter[search|status|author|assigned]',
    description:
      'filter[assigned]=me: "Meine Umfragen"; filter[author]=<own id>: "Von mir erstellt". Rows carry `my_status` (the caller\'s own status when assigned).',
  })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: [...SURVEY_ORDERS], default: '-created_at' } })
  @ApiAnswer('SurveyListView')
  @ApiResponse({ status: 422, description: 'bad page, limit, order or filter; unknown query parameter' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListSurveysQuery,
  ): Promise<SurveyListView> {
    const actor = await this.policy.actor({ ...principal, accountId });
    return this.queries.execute(new ListSurveys(accountId, actor, query));
  }

  @Post()
  @Roles('surveys')
  @ApiOperation({ summary: 'Create a draft survey (SurveyCreated; assignees: SurveyAssigneesChanged, invited when it is published). Role surveys' })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the new survey' })
  @ApiResponse({ status: 403, description: 'auth.forbidden: not role surveys' })
  @ApiResponse({ status: 422, description: FIELD_ERRORS })
  async create(@Write() call: WriteCall, @Body() input: CreateSurveyInput): Promise<WriteResult> {
    const actor = await this.policy.actor({ ...call.principal, accountId: call.accountId });
    const command = new CreateSurvey(call.context, actor, createdFields(input));
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get(':id')
  @ApiOperation({
    summary: "One survey (ETag: its version): the author's SurveyView, an assignee's AssignedSurveyView (no other assignees), with `can`",
    description: '?version=N or ?at=ISO: the survey as it was then (its author only).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiQuery({ name: 'at', required: false, type: String, description: 'ISO 8601 time' })
  @ApiAnswer(anyOfViews('SurveyDetailView', 'SurveyView'), { description: 'SurveyDetailView (with `can`); with ?version/?at: SurveyView' })
  @ApiResponse({ status: 403, description: 'auth.forbidden: ?version/?at by an assignee who is not the author' })
  @ApiResponse({
    status: 404,
    description:
      'surveys.survey_not_found: unknown, deleted, of another account, not readable (a draft for its assignees), or not existing at that version; ' +
      'tenancy.other_account: the survey is in another account of the caller where they may read it (seed §8)',
  })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', SurveyIdPipe) id: string,
    @Query('version') version: string | undefined,
    @Query('at') at: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SurveyDetailView | SurveyView> {
    const actor = await this.policy.actor({ ...principal, accountId });
    const asOf = parseAsOf({ version, at });
    const detail = await this.reader.detail({ ...principal, accountId }, actor, id);
    if (!asOf) {
      response.setHeader('ETag', `"${detail.version}"`);
      return detail.view;
    }
    if (!detail.view.can.edit) throw DomainRefusal.forbidden('auth.forbidden');
    const past = await this.histories.surveyAt(accountId, id, asOf);
    if (!past) throw surveyNotFound();
    response.setHeader('ETag', `"${past.version}"`);
    return past;
  }

  @Get(':id/history')
  @Roles('surveys')
  @ApiOperation({
    summary: 'Every change of the survey (its author): who, when, which fields; submissions as assignee statuses, never with their answers',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiResponse({ status: 403, description: 'auth.forbidden: not role surveys, or not the author' })
  @ApiResponse({ status: 404, description: 'surveys.survey_not_found' })
  async history(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', SurveyIdPipe) id: string,
  ): Promise<{ data: HistoryEntry[] }> {
    const { can } = await this.reader.readable(accountId, await this.policy.actor({ ...principal, accountId }), id);
    if (!can.edit) throw DomainRefusal.forbidden('auth.forbidden');
    return { data: await this.histories.history(accountId, id) };
  }

  @Patch(':id')
  @Roles('surveys')
  @SurveyWriteRoute(
    'Change the fields sent (SurveyChanged, SurveyAssigneesChanged; nothing when unchanged). Its author. Once answers exist, questions change only ' +
      'in ways that keep every answer valid; anonymity is fixed once published, the start date once in progress',
  )
  @ApiResponse({
    status: 409,
    description:
      'surveys.questions_locked (questions.<i>.<field>), surveys.assignee_submitted, surveys.anonymity_fixed, surveys.start_date_fixed, surveys.survey_closed',
  })
  @ApiResponse({
    status: 422,
    description: `${FIELD_ERRORS}; surveys.publish_incomplete (a published survey stays publishable); bad If-Match or version`,
  })
  change(@Write() call: WriteCall, @Param('id', SurveyIdPipe) id: string, @Body() input: ChangeSurveyInput): Promise<WriteResult> {
    const basedOn = basedOnOf(call.basedOn, input.version);
    // The assignees are looked up by the handler once the policy allowed the change.
    const changes = changedFields(input);
    return this.act(call, id, 'edit', (actor) => ({ type: 'ChangeSurvey', data: { changes, actor, facts: { unknownAssignees: [] } } }), basedOn);
  }

  @Delete(':id')
  @Roles('surveys')
  @SurveyWriteRoute('Delete the survey (SurveyDeleted; sealed ballots not yet counted are discarded). Its author. Its history stays')
  remove(@Write() call: WriteCall, @Param('id', SurveyIdPipe) id: string): Promise<WriteResult> {
    return this.act(call, id, 'delete', () => ({ type: 'DeleteSurvey', data: {} }), call.basedOn);
  }

  @Patch(':id/status')
  @Roles('surveys')
  @SurveyWriteRoute(
    'Publish a draft (SurveyPublished: the assignees are invited by e-mail; in progress at once when its start date has come) or close it (SurveyClosed, final). Its author',
  )
  @ApiResponse({
    status: 422,
    description:
      'status not published or closed; surveys.publish_incomplete with the gaps (surveys.publish_needs_question, publish_needs_assignee, publish_needs_date, due_not_after_start, due_date_in_past)',
  })
  @ApiResponse({ status: 409, description: 'surveys.not_published (closing a draft), surveys.survey_closed' })
  status(@Write() call: WriteCall, @Param('id', SurveyIdPipe) id: string, @Body() input: SurveyStatusInput): Promise<WriteResult> {
    return this.act(call, id, 'edit', (actor) => ({ type: 'ChangeSurveyStatus', data: { status: input.status, actor } }), call.basedOn);
  }

  private async act(
    call: WriteCall,
    id: string,
    action: 'edit' | 'delete',
    command: (actor: { userId: string; now: string }) => SurveyAction,
    basedOn: number | undefined,
  ): Promise<WriteResult> {
    const actor = await this.policy.actor({ ...call.principal, accountId: call.accountId });
    const decided = command({ userId: actor.userId, now: call.context.now.toISOString() });
    return this.writes.execute(call, new PerformSurveyAction(call.context, id, { actor, action }, decided, basedOn), id);
  }
}
