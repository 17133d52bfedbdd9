import { Logger } from '@nestjs/common';
import type { SurveyResultsView, ViewChangedMessage } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { ProjectionCommits } from '../../../core/projections/projection-commits';
import type { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { MemoryReadStore } from '../../../core/testing/projection-specification';
import { BEN, KEPT, QUESTIONS } from '../domain/survey.spec-data';
import { SURVEY_RESULTS_COLLECTION, surveyResultsProjection, type SurveyResultsRow } from '../projections/survey-results.projection';
import { surveyFor, surveyTimeline } from '../projections/survey-results.spec-data';
import { SurveyResultsReader } from '../queries/survey-results.reader';
import { SurveyResultsNotifier } from './survey-results.notifier';
import type { SurveyForResultsPush, SurveyResultsSource } from './survey-results.source';

/** The results projection, its commits, the notifier over them with a stand-in gateway and surveys source. */
function setUp(anonymous = false) {
  const store = new MemoryReadStore();
  const commits = new ProjectionCommits();
  const emitted: { rooms: readonly string[]; event: string; message: ViewChangedMessage<SurveyResultsView> }[] = [];
  const gateway = {
    emitToRooms: (rooms: readonly string[], event: string, message: ViewChangedMessage<SurveyResultsView>) =>
      void emitted.push({ rooms, event, message }),
  } as unknown as RealtimeGateway;
  const survey: SurveyForResultsPush = { ...surveyFor(QUESTIONS, { anonymous, submitted: 3 }), created_by: BEN };
  const source: SurveyResultsSource & { surveyFor: jest.Mock } = { surveyFor: jest.fn(async () => survey) };
  const notifier = new SurveyResultsNotifier(commits, gateway, new SurveyResultsReader(store), source);
  notifier.onModuleInit();
  const t = surveyTimeline();
  /** Applies the events, then publishes one commit with the counts row as it is now. */
  const commit = async (...events: RecordedEvent[]) => {
    for (const event of events) await surveyResultsProjection.apply(event, store);
    const doc = store.document<SurveyResultsRow>(SURVEY_RESULTS_COLLECTION, 's1') ?? null;
    const last = events[events.length - 1];
    commits.publish({
      projection: surveyResultsProjection.name,
      checkpoint: { transactionId: '1', position: last.position },
      changes: [{ collection: SURVEY_RESULTS_COLLECTION, accountId: 'a1', id: 's1', doc }],
    });
  };
  return { notifier, emitted, source, commit, commits, t };
}

describe('survey results notifier', () => {
  it('pushes the results of a named survey to its author only, on every submission', async () => {
    const { notifier, emitted, commit, t } = setUp();
    await commit(t.created());
    await notifier.idle();
    expect(emitted).toEqual([]);
    await commit(t.submitted('u-anna', KEPT));
    await notifier.idle();
    await commit(t.submitted('u-carl', KEPT));
    await notifier.idle();
    expect(emitted.map(({ rooms, event }) => ({ rooms, event }))).toEqual([
      { rooms: [`user:${BEN}`], event: 'surveys/surveyResultsChanged' },
      { rooms: [`user:${BEN}`], event: 'surveys/surveyResultsChanged' },
    ]);
    expect(emitted[1].message).toMatchObject({
      collection: SURVEY_RESULTS_COLLECTION,
      id: 's1',
      position: 3,
      view: { survey_id: 's1', respondents: 2 },
    });
    expect(emitted[1].message.view!.responses).toHaveLength(2);
  });

  it('pushes an anonymous survey only when ballots were cast, never before a release', async () => {
    const { notifier, emitted, commit, t } = setUp(true);
    await commit(t.created({ anonymous: true }));
    await commit(t.changed({ anonymous: true }));
    await notifier.idle();
    expect(emitted).toEqual([]);
    await commit(t.cast('r1', KEPT), t.cast('r1', KEPT), t.cast('r1', KEPT));
    await notifier.idle();
    expect(emitted).toHaveLength(1);
    expect(emitted[0].message.view).toMatchObject({ anonymous: true, released: true, respondents: 3, responses: null });
  });

  it('pushes nothing of a deleted survey, of other collections, or when the source has no survey', async () => {
    const { notifier, emitted, commit, commits, source, t } = setUp();
    await commit(t.created(), t.submitted('u-anna', KEPT));
    await notifier.idle();
    expect(emitted).toHaveLength(1);
    commits.publish({
      projection: 'surveys',
      checkpoint: { transactionId: '1', position: 9 },
      changes: [{ collection: 'surveys', accountId: 'a1', id: 's1', doc: { id: 's1' } }],
    });
    source.surveyFor.mockResolvedValueOnce(null);
    await commit(t.submitted('u-carl', KEPT));
    await commit(t.deleted());
    await notifier.idle();
    expect(emitted).toHaveLength(1);
  });

  it('logs a failed push and goes on with the next', async () => {
    const { notifier, emitted, commit, source, t } = setUp();
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await commit(t.created());
      source.surveyFor.mockRejectedValueOnce(new Error('read model gone'));
      await commit(t.submitted('u-anna', KEPT));
      await notifier.idle();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('read model gone'));
      await commit(t.submitted('u-carl', KEPT));
      await notifier.idle();
      expect(emitted).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });

  it('folds the changes that come in while a push is under way into one more push with the latest results', async () => {
    const { notifier, emitted, commit, source, t } = setUp();
    await commit(t.created());
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const survey = await source.surveyFor('a1', 's1');
    source.surveyFor.mockImplementationOnce(async () => {
      await gate;
      return survey;
    });
    await commit(t.submitted('u-anna', KEPT));
    await commit(t.submitted('u-carl', KEPT));
    await commit(t.submitted('u-dora', KEPT));
    release();
    await notifier.idle();
    expect(emitted).toHaveLength(2);
    expect(emitted.map(({ message }) => [message.position, message.view!.respondents])).toEqual([
      [2, 3],
      [4, 3],
    ]);
  });
});
