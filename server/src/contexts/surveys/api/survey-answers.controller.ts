import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { MySurveyAnswersInput, type MySurveyAnswersView, type PolicyActor } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { PolicyService } from '../../access/public/policy.service';
import { PerformSurveyAction } from '../commands/perform-survey-action.handler';
import { notAssignee } from '../domain/survey.errors';
import { dayOf } from '../domain/survey.status';
import { SurveyReader, type ReadableSurvey } from '../queries/survey-reader';
import { SurveyIdPipe, SurveysAppGuard } from './survey-http';

/**
 * The caller's own answers (issue 15): assignees answer a published survey whatever their
 * roles (staff; portal users where the account allows it). Of an anonymous survey the server
 * keeps no answer it could link to the caller: `answers` is always null (the client keeps a
 * partial answer on the device). The request body of PUT is never logged nor kept for
 * idempotency (core/http: only POST bodies are fingerprinted).
 */
@ApiTags('surveys')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'surveys.app_disabled; surveys.not_assignee: the caller reads the survey but is not assigned to it' })
@ApiResponse({
  status: 404,
  description: 'surveys.survey_not_found: unknown, deleted, of another account, or not readable (a draft, or not assigned)',
})
@UseGuards(SurveysAppGuard)
@Controller('v1/surveys/:id/answers/mine')
export class SurveyAnswersController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly policy: PolicyService,
    private readonly reader: SurveyReader,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's own answers and status (anonymous: `answers` always null)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('MySurveyAnswersView')
  async mine(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', SurveyIdPipe) id: string,
  ): Promise<MySurveyAnswersView> {
    const actor = await this.policy.actor({ ...principal, accountId });
    return this.view(accountId, actor, await this.assigned(accountId, actor, id));
  }

  @Put()
  @ApiOperation({
    summary:
      "Save (submit: false) or submit (true, final) all of the caller's answers: SurveyAnswersSaved/Submitted; anonymous: SurveyAnonymousAnswersStarted " +
      '(the first save, answers not kept) or SurveyAnonymousAnswersSubmitted (the answers sealed until cast in a group of at least 3)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'Ignored: answers are decided on the survey as it is now' })
  @ApiAnswer('MySurveyAnswersView')
  @ApiResponse({
    status: 409,
    description:
      'surveys.already_submitted, surveys.survey_closed (closed or past its due date), surveys.not_started (before its start date), surveys.not_published',
  })
  @ApiResponse({
    status: 422,
    description:
      'answers.<question_id>: the rule of the question broken (surveys.answer_required, answer_not_boolean, answer_not_date, answer_not_time, answer_not_number, ' +
      'answer_below_min, answer_above_max, answer_not_whole, answer_unknown_choice, answer_too_long, answer_unknown_question, answer_duplicate_question, …); submit required',
  })
  async answer(@Write() call: WriteCall, @Param('id', SurveyIdPipe) id: string, @Body() input: MySurveyAnswersInput): Promise<MySurveyAnswersView> {
    const { accountId, context } = call;
    const actor = await this.policy.actor({ ...call.principal, accountId });
    // The handler asks the policy (404 when the caller may not read it), the decider whether they are assigned (403).
    const command = new PerformSurveyAction(
      context,
      id,
      { actor, action: 'read' },
      {
        type: 'AnswerSurvey',
        data: { user_id: actor.userId, answers: input.answers, submit: input.submit, today: dayOf(context.now.toISOString()) },
      },
    );
    await this.writes.execute(call, command, id);
    return this.view(accountId, actor, await this.reader.readable(accountId, actor, id));
  }

  /** The survey, when the caller reads it (404 otherwise) and is assigned to it (403 otherwise). */
  private async assigned(accountId: string, actor: PolicyActor, id: string): Promise<ReadableSurvey> {
    const readable = await this.reader.readable(accountId, actor, id);
    if (!readable.row.state.assignees.some((assignee) => assignee.user_id === actor.userId)) throw notAssignee();
    return readable;
  }

  private async view(accountId: string, actor: PolicyActor, { row }: ReadableSurvey): Promise<MySurveyAnswersView> {
    const mine = await this.reader.myAnswers(accountId, row.id, actor.userId);
    const anonymous = row.state.anonymous;
    return {
      survey_id: row.id,
      anonymous,
      status: row.state.assignees.find((assignee) => assignee.user_id === actor.userId)?.status ?? 'open',
      answers: anonymous ? null : (mine?.answers ?? []),
      saved_at: mine?.saved_at ?? null,
      submitted_at: mine?.submitted_at ?? null,
      version: row.version,
    };
  }
}
