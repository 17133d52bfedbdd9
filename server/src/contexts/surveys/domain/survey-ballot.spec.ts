import { SURVEY_ANONYMITY_MIN } from '@kollab/contracts';
import {
  anonymousBallot,
  anonymousSubmission,
  ballotsToRelease,
  castBallots,
  redactSealedBallots,
  sealedBallotsOf,
  type NamesNobody,
  type SurveyBallot,
} from './survey-ballot';
import type { SurveyEvent } from './survey.events';
import { ANNA, anonymousSubmitted, assigned, CARL, created, KEPT, seal } from './survey.spec-data';

/** Every string of a JSON value (keys and values), to look for a person. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)])
        : [];

describe('anonymousBallot: a submission without its respondent', () => {
  it('keeps the answers, each question id and value, in their order', () => {
    expect(anonymousBallot({ user_id: ANNA, answers: KEPT })).toEqual({ answers: KEPT });
  });
  it('drops the respondent, and whatever else was smuggled into the submission or its answers', () => {
    const smuggled = {
      user_id: ANNA,
      actor_id: ANNA,
      at: '2026-03-05T10:11:12.000Z',
      answers: KEPT.map((answer) => ({ ...answer, user_id: ANNA, respondent: ANNA, answered_at: '2026-03-05T10:11:12.000Z' })),
    };
    const ballot = anonymousBallot(smuggled);
    expect(ballot).toEqual({ answers: KEPT });
    expect(Object.keys(ballot)).toEqual(['answers']);
    for (const answer of ballot.answers) expect(Object.keys(answer)).toEqual(['question_id', 'answer']);
    expect(strings(ballot)).not.toContain(ANNA);
    expect(JSON.stringify(ballot)).not.toMatch(/2026-03-05T/);
  });
  it('copies choice lists, so the ballot shares nothing with the submission', () => {
    const answers = [{ question_id: 'q-multiple', answer: ['c-rot'] }];
    const ballot = anonymousBallot({ user_id: ANNA, answers });
    answers[0].answer.push('c-blau');
    expect(ballot.answers[0].answer).toEqual(['c-rot']);
  });
  it('has types that name nobody: a person key anywhere in them does not compile as a ballot', () => {
    const ballot: NamesNobody<SurveyBallot> = true;
    const named: NamesNobody<{ answers: { question_id: string; user_id: string }[] }> = false;
    const actor: NamesNobody<{ data: { actorId: string | null } }> = false;
    expect([ballot, named, actor]).toEqual([true, false, false]);
  });
});

describe('anonymousSubmission: the fact "has submitted", with the ballot sealed', () => {
  it('names the respondent and the sealed ballot; the sealer was given the ballot only', () => {
    const given: unknown[] = [];
    const event = anonymousSubmission({ user_id: ANNA, answers: KEPT }, (ballot) => {
      given.push(ballot);
      return seal(ballot);
    });
    expect(given).toEqual([{ answers: KEPT }]);
    expect(strings(given)).not.toContain(ANNA);
    expect(event).toEqual({
      type: 'SurveyAnonymousAnswersSubmitted',
      data: { user_id: ANNA, ballot: { ballot_id: 'ballot-new', sealed: `sealed(${JSON.stringify({ answers: KEPT })})` } },
    });
  });
  it('keeps of the sealer only the ballot id and the sealed text (nothing else it returns)', () => {
    const event = anonymousSubmission({ user_id: ANNA, answers: KEPT }, () => ({ ballot_id: 'b', sealed: 's', plain: KEPT }) as never);
    expect(event.data).toEqual({ user_id: ANNA, ballot: { ballot_id: 'b', sealed: 's' } });
  });
});

describe('ballotsToRelease: every group cast holds at least 3 ballots, the last one too', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `b${i + 1}`);
  it('is 3 (issue 15: results only once at least 3 people submitted)', () => {
    expect(SURVEY_ANONYMITY_MIN).toBe(3);
  });
  it('releases nothing while the survey takes answers and fewer than 6 wait', () => {
    for (const count of [0, 1, 2, 3, 4, 5]) expect(ballotsToRelease(ids(count), false)).toBeNull();
  });
  it('releases the oldest, keeping the newest 3 back, once 6 or more wait', () => {
    expect(ballotsToRelease(ids(6), false)).toEqual({ release: ['b1', 'b2', 'b3'] });
    expect(ballotsToRelease(ids(10), false)).toEqual({ release: ids(7) });
  });
  it('releases all when closed if at least 3 wait, else discards them', () => {
    expect(ballotsToRelease(ids(3), true)).toEqual({ release: ids(3) });
    expect(ballotsToRelease(ids(5), true)).toEqual({ release: ids(5) });
    expect(ballotsToRelease(ids(2), true)).toEqual({ discard: ids(2) });
    expect(ballotsToRelease(ids(1), true)).toEqual({ discard: ids(1) });
    expect(ballotsToRelease([], true)).toBeNull();
  });
  it('never casts a group under 3, however the submissions come in', () => {
    for (let total = 0; total <= 40; total += 1) {
      let pending: string[] = [];
      const groups: number[] = [];
      for (let i = 1; i <= total; i += 1) {
        pending.push(`b${i}`);
        const decision = ballotsToRelease(pending, false);
        if (decision && 'release' in decision) {
          groups.push(decision.release.length);
          pending = pending.filter((id) => !decision.release.includes(id));
        }
      }
      const last = ballotsToRelease(pending, true);
      if (last && 'release' in last) groups.push(last.release.length);
      expect(groups.every((size) => size >= SURVEY_ANONYMITY_MIN)).toBe(true);
      expect(groups.reduce((sum, size) => sum + size, 0)).toBe(total >= SURVEY_ANONYMITY_MIN ? total : 0);
    }
  });
});

describe('castBallots: one release as SurveyBallotCast events', () => {
  const ballots: SurveyBallot[] = ['ja', 'nein', 'vielleicht'].map((text) => ({ answers: [{ question_id: 'q-text', answer: text }] }));
  const sequence =
    (...values: number[]) =>
    () =>
      values.shift() ?? 0;
  it('casts each ballot with its survey, nothing else', () => {
    const events = castBallots('survey-1', ballots, () => 0.999);
    expect(events.map((event) => event.type)).toEqual(['SurveyBallotCast', 'SurveyBallotCast', 'SurveyBallotCast']);
    for (const event of events) expect(Object.keys(event.data)).toEqual(['survey_id', 'answers']);
    expect(events.map((event) => event.data.answers[0].answer).sort()).toEqual(['ja', 'nein', 'vielleicht']);
  });
  it('puts them in an order drawn from the random source (Fisher–Yates), not the order they came in', () => {
    expect(castBallots('survey-1', ballots, sequence(0, 0)).map((event) => event.data.answers[0].answer)).toEqual(['nein', 'vielleicht', 'ja']);
    expect(castBallots('survey-1', ballots, sequence(0.5, 0.9)).map((event) => event.data.answers[0].answer)).toEqual(['ja', 'vielleicht', 'nein']);
  });
  it('rebuilds each ballot from its answers alone (an opened ballot may hold anything)', () => {
    const opened = [{ answers: [{ question_id: 'q-text', answer: 'ja', user_id: ANNA }], user_id: ANNA }] as unknown as SurveyBallot[];
    const [event] = castBallots('survey-1', opened, Math.random);
    expect(event.data).toEqual({ survey_id: 'survey-1', answers: [{ question_id: 'q-text', answer: 'ja' }] });
    expect(strings(event)).not.toContain(ANNA);
  });
});

describe('sealedBallotsOf and redactSealedBallots: opening a release, then erasing what was sealed', () => {
  const events: SurveyEvent[] = [
    created({ anonymous: true }),
    assigned(ANNA, CARL),
    anonymousSubmitted(ANNA, 'b-anna'),
    anonymousSubmitted(CARL, 'b-carl'),
  ];
  it('finds the sealed ballots of a release among the survey events', () => {
    expect(sealedBallotsOf(events, ['b-carl'])).toEqual([{ ballot_id: 'b-carl', sealed: 'sealed-b-carl' }]);
    expect(sealedBallotsOf(events, ['b-other'])).toEqual([]);
  });
  it('erases the sealed answers of the ballots named, keeping the respondent and the ballot id; nothing else changes', () => {
    const redact = redactSealedBallots(['b-anna']);
    expect(events.map((event) => redact(event))).toEqual([
      events[0].data,
      events[1].data,
      { user_id: ANNA, ballot: { ballot_id: 'b-anna' } },
      events[3].data,
    ]);
  });
  it('leaves nothing to open once erased, and erasing twice changes nothing more', () => {
    const redact = redactSealedBallots(['b-anna', 'b-carl']);
    const erased = events.map((event) => ({ ...event, data: redact(event) }) as SurveyEvent);
    expect(sealedBallotsOf(erased, ['b-anna', 'b-carl'])).toEqual([]);
    expect(erased.map((event) => redact(event))).toEqual(erased.map((event) => event.data));
  });
});
