import { ItemReaders, readableOneByOne } from '../../core/notify/item-readers';
import { PolicyService } from '../access/public/policy.service';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { EventSourcedRepository } from '../../core/aggregates/event-sourced-repository';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { SurveyAnswersController } from './api/survey-answers.controller';
import { SurveysAppGuard } from './api/survey-http';
import { SurveyResultsController } from './api/survey-results.controller';
import { SurveysController } from './api/surveys.controller';
import { loadBallotBox } from './commands/ballot-box';
import { CreateSurveyHandler } from './commands/create-survey.handler';
import { BALLOT_BOX } from './commands/decide-on-survey';
import { PerformSurveyActionHandler } from './commands/perform-survey-action.handler';
import { SurveyFactsReader } from './commands/survey-facts.reader';
import { CastSurveyBallotsJob, ReleaseSurveyBallotsJob } from './jobs/survey-ballots.jobs';
import { SurveyDateJob } from './jobs/survey-date.job';
import { SurveyMailJob, surveyMailReaction } from './mail/survey-mail';
import { surveyAnswersProjection } from './projections/survey-answers.projection';
import { surveyListProjection } from './projections/survey-list.projection';
import { surveyResultsProjection } from './projections/survey-results.projection';
import { ListSurveysHandler } from './queries/list-surveys.handler';
import { SurveyHistoryReader } from './queries/survey-history.reader';
import { SurveyReader } from './queries/survey-reader';
import { SurveyResultsReader } from './queries/survey-results.reader';
import { SurveyResultsTables } from './queries/survey-results-tables';
import { ExportSources } from '../../core/export/export-sources';
import { scheduleSurveyDatesReaction, surveyBallotsReaction } from './reactions/survey.reactions';
import { SurveyNotifier } from './realtime/survey-notifier';
import { SurveyResultsNotifier } from './realtime/survey-results.notifier';
import { SURVEY_RESULTS_SOURCE } from './realtime/survey-results.source';
import { SurveyRowResultsSource } from './realtime/survey-results.source.provider';

/**
 * The surveys context (issue 15): the editor's routes, the assignees' answers, anonymity (the
 * ballot box, the release and cast jobs), the date jobs, the invitation and reminder mails,
 * live pushes. See the context's README.
 */
@Module({
  controllers: [SurveysController, SurveyAnswersController, SurveyResultsController],
  providers: [
    { provide: BALLOT_BOX, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadBallotBox(config) },
    CreateSurveyHandler,
    PerformSurveyActionHandler,
    SurveyFactsReader,
    ListSurveysHandler,
    SurveyReader,
    SurveyHistoryReader,
    SurveysAppGuard,
    SurveyNotifier,
    SurveyResultsReader,
    SurveyResultsTables,
    SurveyResultsNotifier,
    { provide: SURVEY_RESULTS_SOURCE, useClass: SurveyRowResultsSource },
    SurveyDateJob,
    ReleaseSurveyBallotsJob,
    CastSurveyBallotsJob,
    SurveyMailJob,
  ],
})
export class SurveysModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    private readonly repository: EventSourcedRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly dates: SurveyDateJob,
    private readonly release: ReleaseSurveyBallotsJob,
    private readonly cast: CastSurveyBallotsJob,
    private readonly mails: SurveyMailJob,
    private readonly exportSources: ExportSources,
    private readonly resultsTables: SurveyResultsTables,
    private readonly surveyReader: SurveyReader,
    private readonly itemReaders: ItemReaders,
    private readonly policyService: PolicyService,
  ) {}

  onModuleInit(): void {
    this.projections.register(surveyListProjection);
    this.projections.register(surveyAnswersProjection);
    this.projections.register(surveyResultsProjection);
    for (const job of [this.dates, this.release, this.cast, this.mails]) this.jobs.register(job);
    this.reactions.register(scheduleSurveyDatesReaction(this.repository));
    this.reactions.register(surveyBallotsReaction);
    this.reactions.register(surveyMailReaction(this.repository));
    this.exportSources.register(this.resultsTables);
    // Notifications about surveys are delivered to who may read the survey now.
    this.itemReaders.register('survey', async (accountId, userId, ids) => {
      const actor = await this.policyService.currentActor(accountId, userId);
      return actor ? readableOneByOne(ids, (id) => this.surveyReader.readable(accountId, actor, id)) : new Set<string>();
    });
  }
}
