import {
  decideChangeAvatar,
  decideChangeProfile,
  decideConfirmEmailChange,
  decideCreateUser,
  decideEraseUser,
  decideGrantSystemAdmin,
  decideRequestEmailChange,
  decideRemoveAvatar,
  decideRequestPasswordReset,
  decideSendActivationLink,
  decideSetPassword,
  type CreateUser,
} from './user.decide';
import type { UserEvent } from './user.events';
import { foldUser, type UserState } from './user.state';

const created: UserEvent = {
  type: 'UserCreated',
  data: {
    username: 'anna',
    email: 'anna@example.test',
    first_name: 'Anna',
    last_name: 'Arndt',
    gender: 'female',
    locale: 'de',
    created_by: null,
    activation: 'link',
  },
};
const activated: UserEvent = { type: 'UserActivated', data: {} };
const erased: UserEvent = { type: 'UserErased', data: {} };
const given = (...events: UserEvent[]): UserState => foldUser(events);

describe('CreateUser', () => {
  const command: CreateUser = { ...created.data, activation: 'link' } as CreateUser;

  it('records a pending user to be activated by link', () => {
    expect(decideCreateUser(given(), command)).toEqual([{ type: 'UserCreated', data: command }]);
  });

  it('activates at once a user who chose a password', () => {
    expect(decideCreateUser(given(), { ...command, activation: 'password' }).map((e) => e.type)).toEqual(['UserCreated', 'UserActivated']);
  });

  it('refuses to create a user twice', () => {
    expect(() => decideCreateUser(given(created), command)).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });
});

describe('SetPassword', () => {
  it('activation activates a pending user and verifies the address', () => {
    expect(decideSetPassword(given(created), 'activation')).toEqual([
      { type: 'UserPasswordChanged', data: { reason: 'activation' } },
      { type: 'UserActivated', data: {} },
      { type: 'UserEmailVerified', data: { email: 'anna@example.test' } },
    ]);
  });

  it('a challenge activates but does not verify the address', () => {
    expect(decideSetPassword(given(created), 'challenge').map((e) => e.type)).toEqual(['UserPasswordChanged', 'UserActivated']);
  });

  it('a change of an active user is only the change', () => {
    expect(decideSetPassword(given(created, activated), 'change')).toEqual([{ type: 'UserPasswordChanged', data: { reason: 'change' } }]);
  });

  it('never records the password itself', () => {
    expect(JSON.stringify(decideSetPassword(given(created), 'reset'))).not.toMatch(/hash|password"/);
  });

  it('refuses an unknown or erased user', () => {
    expect(() => decideSetPassword(given(), 'reset')).toThrow(expect.objectContaining({ code: 'request.not_found' }));
    expect(() => decideSetPassword(given(created, erased), 'reset')).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('ChangeProfile', () => {
  it('records only the fields that differ', () => {
    expect(decideChangeProfile(given(created), { first_name: 'Anna', last_name: 'Berg', locale: 'en' })).toEqual([
      { type: 'UserProfileChanged', data: { last_name: 'Berg', locale: 'en' } },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(decideChangeProfile(given(created), { first_name: 'Anna', username: 'anna' })).toEqual([]);
  });

  it('refuses another username (it cannot be changed)', () => {
    expect(() => decideChangeProfile(given(created), { username: 'anne' })).toThrow(
      expect.objectContaining({ kind: 'invalid', errors: { username: [{ key: 'validation.username_immutable' }] } }),
    );
  });
});

describe('RequestEmailChange and ConfirmEmailChange', () => {
  it('requests a change to another address', () => {
    expect(decideRequestEmailChange(given(created), 'anna@new.test')).toEqual([
      { type: 'UserEmailChangeRequested', data: { new_email: 'anna@new.test' } },
    ]);
  });

  it('refuses the current address', () => {
    expect(() => decideRequestEmailChange(given(created), 'ANNA@example.test')).toThrow(
      expect.objectContaining({ errors: { email: expect.anything() } }),
    );
  });

  it('confirms the address that was asked for', () => {
    const requested: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'anna@new.test' } };
    expect(decideConfirmEmailChange(given(created, requested), 'anna@new.test')).toEqual([
      { type: 'UserEmailChanged', data: { email: 'anna@new.test' } },
    ]);
  });

  it('refuses a code for an address no longer asked for', () => {
    const first: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'a@one.test' } };
    const second: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'a@two.test' } };
    expect(() => decideConfirmEmailChange(given(created, first, second), 'a@one.test')).toThrow(
      expect.objectContaining({ code: 'profile.confirmation_code_invalid', errors: { confirmation_code: expect.anything() } }),
    );
  });
});

describe('SendActivationLink', () => {
  it('sends a link to a pending user', () => {
    expect(decideSendActivationLink(given(created))).toEqual([{ type: 'UserActivationLinkSent', data: {} }]);
  });

  it('refuses an activated user with a conflict', () => {
    expect(() => decideSendActivationLink(given(created, activated))).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'user.already_activated' }),
    );
  });
});

describe('RequestPasswordReset', () => {
  it('records the request of a living user', () => {
    expect(decideRequestPasswordReset(given(created, activated))).toEqual([{ type: 'UserPasswordResetRequested', data: {} }]);
  });
});

describe('GrantSystemAdmin', () => {
  it('grants once', () => {
    const granted: UserEvent = { type: 'UserSystemAdminGranted', data: {} };
    expect(decideGrantSystemAdmin(given(created))).toEqual([granted]);
    expect(decideGrantSystemAdmin(given(created, granted))).toEqual([]);
  });
});

describe('EraseUser', () => {
  it('erases once and forgets the personal data', () => {
    expect(decideEraseUser(given(created))).toEqual([erased]);
    expect(decideEraseUser(given(created, erased))).toEqual([]);
    expect(given(created, erased)).toMatchObject({ erased: true, email: '', username: '', first_name: '' });
  });

  it('refuses an unknown user', () => {
    expect(() => decideEraseUser(given())).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('ChangeAvatar', () => {
  it('records the new picture, nothing for the same one again', () => {
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { file_id: 'f-1' } };
    expect(decideChangeAvatar(given(created), 'f-1')).toEqual([changed]);
    expect(decideChangeAvatar(given(created, changed), 'f-1')).toEqual([]);
    expect(given(created, changed).avatar_file_id).toBe('f-1');
  });

  it('removes only a picture that is there', () => {
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { file_id: 'f-1' } };
    const removed: UserEvent = { type: 'UserAvatarRemoved', data: {} };
    expect(decideRemoveAvatar(given(created))).toEqual([]);
    expect(decideRemoveAvatar(given(created, changed))).toEqual([removed]);
    expect(given(created, changed, removed).avatar_file_id).toBeNull();
  });

  it('refuses an unknown or erased user', () => {
    expect(() => decideChangeAvatar(given(), 'f-1')).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(() => decideRemoveAvatar(given(created, erased))).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});
