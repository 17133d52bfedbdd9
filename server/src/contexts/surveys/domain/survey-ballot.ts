import { SURVEY_ANONYMITY_MIN } from '@kollab/contracts';
import type { SealedBallot, SurveyAnonymousAnswersSubmitted, SurveyAnswer } from './survey.events';

/**
 * Anonymous answers (issue 15; the design is in the surveys README). The answers of an
 * anonymous submission leave the survey stream only as a *ballot*: the answers and nothing
 * else, sealed by the server in the submission fact, then opened and cast in groups of at
 * least SURVEY_ANONYMITY_MIN into a stream of their own, with no actor and in random order.
 * The types below hold no key that could name a person, and the specs prove it.
 */

/** What an anonymous submission becomes: the answers, in the survey's question order, and nothing about who gave them. */
export interface SurveyBallot {
  answers: SurveyAnswer[];
}

/** The server's sealing: encrypts a ballot (AES-GCM, a random IV) under a random ballot id. Sees only the ballot. */
export type BallotSealer = (ballot: SurveyBallot) => SealedBallot;

/** What the decider knows of an anonymous submission: who and what. Only `answers` go on. */
export interface AnonymousSubmission {
  user_id: string;
  answers: readonly SurveyAnswer[];
}

/** A ballot opened and counted, in `survey_ballots-<release_id>`; stored without actor, correlation or causation (commands/anonymous-ballot.metadata.ts). */
export type SurveyBallotCast = { type: 'SurveyBallotCast'; data: { survey_id: string; answers: SurveyAnswer[] } };
export type SurveyBallotEvent = SurveyBallotCast;
export const SURVEY_BALLOT_EVENT_TYPES: readonly SurveyBallotEvent['type'][] = ['SurveyBallotCast'];

/** Keys that would name a person. */
type PersonKey = 'user_id' | 'user_ids' | 'respondent_id' | 'actor_id' | 'actorId' | 'created_by' | 'author_id' | 'submitted_by' | 'email';
/** true when no key of T, at any depth, names a person (false, or boolean for a union, otherwise). */
export type NamesNobody<T> = T extends readonly (infer Item)[]
  ? NamesNobody<Item>
  : T extends object
    ? [Extract<keyof T, PersonKey>] extends [never]
      ? [{ [K in keyof T]-?: NamesNobody<T[K]> }[keyof T]] extends [true | never]
        ? true
        : false
      : false
    : true;
/** Compiles only when T is exactly `true`. */
export type Proves<T extends true> = T;

// The proofs: neither a ballot nor a cast ballot can carry a person (a change that adds one does not compile).
export type BallotNamesNobody = Proves<NamesNobody<SurveyBallot>>;
export type BallotCastNamesNobody = Proves<NamesNobody<SurveyBallotCast>>;

const answerOf = ({ question_id, answer }: SurveyAnswer): SurveyAnswer => ({ question_id, answer: Array.isArray(answer) ? [...answer] : answer });

/**
 * The ballot of a submission: each answer rebuilt from its question id and its value alone
 * (never spread), so nothing else the submission or its answers hold — the respondent, a
 * time, an id smuggled in — can come along.
 */
export function anonymousBallot(submission: AnonymousSubmission): SurveyBallot {
  return { answers: submission.answers.map(answerOf) };
}

/**
 * The submission fact of an anonymous survey: "user_id has submitted", with the ballot sealed.
 * The sealer is given the ballot only (it never sees the respondent).
 */
export function anonymousSubmission(submission: AnonymousSubmission, seal: BallotSealer): SurveyAnonymousAnswersSubmitted {
  const { ballot_id, sealed } = seal(anonymousBallot(submission));
  return { type: 'SurveyAnonymousAnswersSubmitted', data: { user_id: submission.user_id, ballot: { ballot_id, sealed } } };
}

/**
 * Which sealed ballots (oldest first) to release now, or to discard, so that every group ever
 * cast holds at least SURVEY_ANONYMITY_MIN (k) ballots — also the last one:
 * - while the survey takes answers, once 2k are pending, all but the newest k are released;
 *   k always stay behind to join the next group, so the group at the close is never smaller than k;
 * - when it closed, all pending are released if they are at least k, else discarded (fewer than
 *   k submissions in all: such a survey never shows results).
 */
export function ballotsToRelease(pending: readonly string[], closed: boolean): { release: string[] } | { discard: string[] } | null {
  const k = SURVEY_ANONYMITY_MIN;
  if (pending.length === 0) return null;
  if (closed) return pending.length >= k ? { release: [...pending] } : { discard: [...pending] };
  if (pending.length < 2 * k) return null;
  return { release: pending.slice(0, pending.length - k) };
}

/**
 * The cast events of one release: each ballot rebuilt from its answers alone (what the opener
 * decrypted may hold anything), in an order drawn from `random` (the server's CSPRNG, numbers
 * in [0, 1)): the order of the stream says nothing about the order of the submissions.
 */
export function castBallots(surveyId: string, ballots: readonly SurveyBallot[], random: () => number): SurveyBallotCast[] {
  const events: SurveyBallotCast[] = ballots.map((ballot) => ({
    type: 'SurveyBallotCast',
    data: { survey_id: surveyId, answers: ballot.answers.map(answerOf) },
  }));
  for (let i = events.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [events[i], events[j]] = [events[j], events[i]];
  }
  return events;
}

/** The sealed ballots with these ids among the survey's events (those not erased yet), to be opened for a release. */
export function sealedBallotsOf(events: readonly { type: string; data: unknown }[], ballotIds: readonly string[]): SealedBallot[] {
  const wanted = new Set(ballotIds);
  return events.flatMap((event) => {
    if (event.type !== 'SurveyAnonymousAnswersSubmitted') return [];
    const { ballot } = (event as SurveyAnonymousAnswersSubmitted).data;
    return wanted.has(ballot.ballot_id) && 'sealed' in ballot ? [{ ballot_id: ballot.ballot_id, sealed: ballot.sealed }] : [];
  });
}

/**
 * The `redact` of EventStore.redactStream run on `survey-<id>` once ballots were released or
 * discarded: the submission facts of those ballots keep the respondent and the ballot id, and
 * lose the sealed answers; every other event stays as it is.
 */
export function redactSealedBallots(ballotIds: readonly string[]): (event: { type: string; data: unknown }) => unknown {
  const erased = new Set(ballotIds);
  return (event) => {
    if (event.type !== 'SurveyAnonymousAnswersSubmitted') return event.data;
    const { user_id, ballot } = (event as SurveyAnonymousAnswersSubmitted).data;
    return erased.has(ballot.ballot_id) ? { user_id, ballot: { ballot_id: ballot.ballot_id } } : event.data;
  };
}
