import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainRefusal, type ExportInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { newId } from '../../../core/aggregates/new-id';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { ExportSources } from '../../../core/export/export-sources';
import { PolicyService, type AccountPrincipal } from '../../access/public/policy.service';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { decideExport } from '../domain/export.decide';
import { exportAggregate } from './export.aggregate';

export class RequestExport {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly principal: AccountPrincipal,
    readonly input: ExportInput,
  ) {}
}

/**
 * POST v1/exports (a manager; the route's guard checked the role): the kind's filter checked
 * by its list's rules, the kind's own refusals (claims need `feature.export_claims`, survey
 * results a survey the caller reads), then ExportRequested; a reaction queues the job.
 */
@CommandHandler(RequestExport)
export class RequestExportHandler implements ICommandHandler<RequestExport, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly sources: ExportSources,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async execute({ context, id, principal, input }: RequestExport): Promise<AppendResult> {
    const surveyId = input.survey_id ?? null;
    if (input.kind === 'survey_results' && !surveyId) throw DomainRefusal.field('survey_id', 'exports.survey_required');
    if (input.kind !== 'survey_results' && surveyId) throw DomainRefusal.field('survey_id', 'exports.survey_not_expected');
    const filter = input.filter ?? {};
    await this.sources.checkFilter(input.kind, filter);
    const actor = await this.policy.actor(principal);
    const refusal = await this.sources.get(input.kind).refusal?.({ accountId: principal.accountId, actor, kind: input.kind, surveyId });
    if (refusal) throw refusal;
    const locale = (await this.users.getUser(principal.userId))?.locale ?? 'de';
    const data = { kind: input.kind, format: input.format, filter, survey_id: surveyId, requested_by: principal.userId, locale };
    return this.repository.execute(exportAggregate, context, id, (state) => decideExport({ type: 'RequestExport', data }, state));
  }
}
