import { DeciderSpecification } from '../../../core/testing/decider-specification';
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
import { evolveUser, initialUserState } from './user.state';

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
const spec = DeciderSpecification.for({ evolve: evolveUser, initialState: initialUserState });
const newUser = spec.given();
const pending = spec.given(created);
const active = spec.given(created, activated);
const erasedUser = spec.given(created, erased);

describe('CreateUser', () => {
  const command: CreateUser = { ...created.data, activation: 'link' } as CreateUser;

  it('records a pending user to be activated by link', () => {
    newUser.when(decideCreateUser, command).then([{ type: 'UserCreated', data: command }]);
  });

  it('activates at once a user who chose a password', () => {
    newUser
      .when(decideCreateUser, { ...command, activation: 'password' })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['UserCreated', 'UserActivated']));
  });

  it('refuses to create a user twice', () => {
    pending.when(decideCreateUser, command).thenRefuses('conflict');
  });
});

describe('SetPassword', () => {
  it('activation activates a pending user and verifies the address', () => {
    pending.when(decideSetPassword, 'activation').then([
      { type: 'UserPasswordChanged', data: { reason: 'activation' } },
      { type: 'UserActivated', data: {} },
      { type: 'UserEmailVerified', data: { email: 'anna@example.test' } },
    ]);
  });

  it('a challenge activates but does not verify the address', () => {
    pending
      .when(decideSetPassword, 'challenge')
      .then((events) => expect(events.map((e) => e.type)).toEqual(['UserPasswordChanged', 'UserActivated']));
  });

  it('a change of an active user is only the change', () => {
    active.when(decideSetPassword, 'change').then([{ type: 'UserPasswordChanged', data: { reason: 'change' } }]);
  });

  it('never records the password itself', () => {
    pending.when(decideSetPassword, 'reset').then((events) => expect(JSON.stringify(events)).not.toMatch(/hash|password"/));
  });

  it('refuses an unknown or erased user', () => {
    newUser.when(decideSetPassword, 'reset').thenRefuses('not_found', 'request.not_found');
    erasedUser.when(decideSetPassword, 'reset').thenRefuses('not_found');
  });
});

describe('ChangeProfile', () => {
  it('records only the fields that differ', () => {
    pending
      .when(decideChangeProfile, { first_name: 'Anna', last_name: 'Berg', locale: 'en' })
      .then([{ type: 'UserProfileChanged', data: { last_name: 'Berg', locale: 'en' } }]);
  });

  it('records nothing when nothing changes', () => {
    pending.when(decideChangeProfile, { first_name: 'Anna', username: 'anna' }).thenNothing();
  });

  it('refuses another username (it cannot be changed)', () => {
    pending
      .when(decideChangeProfile, { username: 'anne' })
      .thenRefuses({ kind: 'invalid', errors: { username: [{ key: 'validation.username_immutable' }] } });
  });
});

describe('RequestEmailChange and ConfirmEmailChange', () => {
  it('requests a change to another address', () => {
    pending.when(decideRequestEmailChange, 'anna@new.test').then([{ type: 'UserEmailChangeRequested', data: { new_email: 'anna@new.test' } }]);
  });

  it('refuses the current address', () => {
    pending.when(decideRequestEmailChange, 'ANNA@example.test').thenRefuses({ errors: { email: expect.anything() } });
  });

  it('confirms the address that was asked for', () => {
    const requested: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'anna@new.test' } };
    spec
      .given(created, requested)
      .when(decideConfirmEmailChange, 'anna@new.test')
      .then([{ type: 'UserEmailChanged', data: { email: 'anna@new.test' } }]);
  });

  it('refuses a code for an address no longer asked for', () => {
    const first: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'a@one.test' } };
    const second: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'a@two.test' } };
    spec
      .given(created, first, second)
      .when(decideConfirmEmailChange, 'a@one.test')
      .thenRefuses({ code: 'profile.confirmation_code_invalid', errors: { confirmation_code: expect.anything() } });
  });
});

describe('SendActivationLink', () => {
  it('sends a link to a pending user', () => {
    pending.when(decideSendActivationLink).then([{ type: 'UserActivationLinkSent', data: {} }]);
  });

  it('refuses an activated user with a conflict', () => {
    active.when(decideSendActivationLink).thenRefuses('conflict', 'user.already_activated');
  });
});

describe('RequestPasswordReset', () => {
  it('records the request of a living user', () => {
    active.when(decideRequestPasswordReset).then([{ type: 'UserPasswordResetRequested', data: {} }]);
  });
});

describe('GrantSystemAdmin', () => {
  it('grants once', () => {
    const granted: UserEvent = { type: 'UserSystemAdminGranted', data: {} };
    pending.when(decideGrantSystemAdmin).then([granted]);
    spec.given(created, granted).when(decideGrantSystemAdmin).thenNothing();
  });
});

describe('EraseUser', () => {
  it('erases once and forgets the personal data', () => {
    pending.when(decideEraseUser).then([erased]);
    erasedUser.when(decideEraseUser).thenNothing();
    expect(erasedUser.state).toMatchObject({ erased: true, email: '', username: '', first_name: '' });
  });

  it('refuses an unknown user', () => {
    newUser.when(decideEraseUser).thenRefuses('not_found');
  });
});

describe('ChangeAvatar', () => {
  it('records the new picture, nothing for the same one again', () => {
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { file_id: 'f-1' } };
    pending.when(decideChangeAvatar, 'f-1').then([changed]);
    spec.given(created, changed).when(decideChangeAvatar, 'f-1').thenNothing();
    expect(spec.given(created, changed).state.avatar_file_id).toBe('f-1');
  });

  it('removes only a picture that is there', () => {
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { file_id: 'f-1' } };
    const removed: UserEvent = { type: 'UserAvatarRemoved', data: {} };
    pending.when(decideRemoveAvatar).thenNothing();
    spec.given(created, changed).when(decideRemoveAvatar).then([removed]);
    expect(spec.given(created, changed, removed).state.avatar_file_id).toBeNull();
  });

  it('refuses an unknown or erased user', () => {
    newUser.when(decideChangeAvatar, 'f-1').thenRefuses('not_found');
    erasedUser.when(decideRemoveAvatar).thenRefuses('not_found');
  });
});
