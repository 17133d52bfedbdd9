import { redactUserEvent } from './user.redaction';

const recorded = (type: string, data: unknown) => ({ type, data });

describe('redactUserEvent', () => {
  it('blanks every personal field and keeps the rest', () => {
    expect(
      redactUserEvent(
        recorded('UserCreated', {
          username: 'anna',
          email: 'anna@example.com',
          first_name: 'Anna',
          last_name: 'Albers',
          gender: 'female',
          locale: 'de',
          created_by: null,
          activation: 'link',
        }),
      ),
    ).toEqual({ username: null, email: null, first_name: null, last_name: null, gender: null, locale: 'de', created_by: null, activation: 'link' });
  });

  it('blanks e-mail changes and profile changes, and leaves events without personal data alone', () => {
    expect(redactUserEvent(recorded('UserEmailChangeRequested', { new_email: 'x@example.com' }))).toEqual({ new_email: null });
    expect(redactUserEvent(recorded('UserProfileChanged', { date_of_birth: '1990-01-01', locale: 'en' }))).toEqual({
      date_of_birth: null,
      locale: 'en',
    });
    expect(redactUserEvent(recorded('UserPasswordChanged', { reason: 'reset' }))).toEqual({ reason: 'reset' });
  });
});
