import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import { streamIdOf } from '../../../core/aggregates/aggregate';
import { EVENT_STORE, type EventStore } from '../../../core/event-store/event-store';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { unlessGone } from '../../../core/jobs/unless-gone';
import { anonymousBallotEvents } from '../commands/anonymous-ballot.metadata';
import type { BallotBox } from '../commands/ballot-box';
import { BALLOT_BOX } from '../commands/decide-on-survey';
import { PerformSurveyAction } from '../commands/perform-survey-action.handler';
import { surveyAggregate, surveyBallotsAggregate } from '../commands/survey.aggregate';
import { castBallots, redactSealedBallots, sealedBallotsOf } from '../domain/survey-ballot';

export interface ReleaseSurveyBallotsJobData {
  account_id: string;
  survey_id: string;
}

/**
 * After an anonymous submission and when a survey closed: decides which sealed ballots form
 * a group to cast now, or are to be discarded (SurveyBallotsReleased / SurveyBallotsDiscarded,
 * ballotsToRelease). The release id is random (randomUUID), never derived from a request.
 */
@Injectable()
export class ReleaseSurveyBallotsJob implements JobDefinition<ReleaseSurveyBallotsJobData> {
  static readonly jobName = 'ReleaseSurveyBallotsJob';
  readonly name = ReleaseSurveyBallotsJob.jobName;
  readonly attempts = 8;

  constructor(private readonly commands: CommandBus) {}

  async handle({ account_id, survey_id }: ReleaseSurveyBallotsJobData): Promise<void> {
    // No causation: the release is nobody's submission.
    const context = commandContext(account_id, null);
    await unlessGone(
      this.commands.execute(new PerformSurveyAction(context, survey_id, null, { type: 'ReleaseSurveyBallots', data: { release_id: randomUUID() } })),
    );
  }
}

export interface CastSurveyBallotsJobData {
  account_id: string;
  survey_id: string;
  /** The release; null for ballots discarded (erased only). */
  release_id: string | null;
  ballot_ids: string[];
}

/**
 * Casts a released group (surveys README, "Anonymity", step 3): opens the sealed ballots,
 * appends them shuffled (CSPRNG) to `survey_ballots-<release_id>` without actor, causation or
 * a shared correlation (anonymousBallotEvents; EventStore.append direct, expected no_stream),
 * then erases the sealed texts from the survey's stream (redactStream). Discarded ballots are
 * erased only. Safe to run again: a cast release is not appended twice (no_stream), the
 * erasure changes nothing the second time.
 */
@Injectable()
export class CastSurveyBallotsJob implements JobDefinition<CastSurveyBallotsJobData> {
  static readonly jobName = 'CastSurveyBallotsJob';
  readonly name = CastSurveyBallotsJob.jobName;
  readonly attempts = 8;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(BALLOT_BOX) private readonly box: BallotBox,
  ) {}

  async handle({ account_id, survey_id, release_id, ballot_ids }: CastSurveyBallotsJobData): Promise<void> {
    const streamId = streamIdOf(surveyAggregate, survey_id);
    if (release_id !== null) {
      // The events only (not folded: a survey of 5,000 assignees folds for a second): the sealed ballots among them.
      const sealed = sealedBallotsOf(await this.events.readStream(streamId, { accountId: account_id }), ballot_ids);
      if (sealed.length > 0) {
        const cast = castBallots(
          survey_id,
          sealed.map((ballot) => this.box.open(ballot)),
          () => randomInt(0, 2 ** 32) / 2 ** 32,
        );
        try {
          await this.events.append(streamIdOf(surveyBallotsAggregate, release_id), anonymousBallotEvents(account_id, cast, new Date()), 'no_stream');
        } catch (error) {
          // Cast already (a crash before the erasure): erase now.
          if (!(error instanceof WrongExpectedVersionError)) throw error;
        }
      }
    }
    await this.events.redactStream(streamId, account_id, redactSealedBallots(ballot_ids));
  }
}
