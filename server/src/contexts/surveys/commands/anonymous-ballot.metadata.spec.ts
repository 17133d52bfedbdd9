import type { SurveyBallotCast } from '../domain/survey-ballot';
import { anonymousBallotEvents, anonymousBallotMetadata } from './anonymous-ballot.metadata';

describe('the metadata of a cast ballot', () => {
  const now = new Date('2026-03-05T10:11:12.345Z');
  it('names the account, no actor and no causation; the time only as the day', () => {
    expect(anonymousBallotMetadata('account-1', now, 'corr-1')).toEqual({
      accountId: 'account-1',
      actorId: null,
      occurredAt: '2026-03-05T00:00:00.000Z',
      correlationId: 'corr-1',
      causationId: null,
      schemaVersion: 1,
    });
  });
  it('makes a fresh correlation id of its own', () => {
    const [a, b] = [anonymousBallotMetadata('account-1', now), anonymousBallotMetadata('account-1', now)];
    expect(a.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.correlationId).not.toBe(b.correlationId);
  });
  it('gives each event of a release a random id and that metadata, nothing on behalf of anyone', () => {
    const cast: SurveyBallotCast = { type: 'SurveyBallotCast', data: { survey_id: 'survey-1', answers: [{ question_id: 'q', answer: true }] } };
    const events = anonymousBallotEvents('account-1', [cast, cast], now);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [cast.type, cast.data],
      [cast.type, cast.data],
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(2);
    for (const event of events) {
      expect(event.metadata).toEqual(expect.objectContaining({ actorId: null, causationId: null, occurredAt: '2026-03-05T00:00:00.000Z' }));
      expect(Object.keys(event.metadata).sort()).toEqual(['accountId', 'actorId', 'causationId', 'correlationId', 'occurredAt', 'schemaVersion']);
    }
  });
});
