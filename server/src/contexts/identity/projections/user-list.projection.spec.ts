import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { UserEvent } from '../domain/user.events';
import { evolveUserView, USERS_COLLECTION, userListProjection } from './user-list.projection';

const created = {
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
} satisfies UserEvent;

function project(events: UserEvent[]) {
  return events.reduce<ReturnType<typeof evolveUserView> | undefined>(
    (view, event, i) => evolveUserView(view ?? undefined, event, 'u-1', `2025-01-0${i + 1}T00:00:00.000Z`, i + 1),
    undefined,
  );
}

describe('the users view', () => {
  it('starts pending and unverified, stamped with the first event', () => {
    expect(project([created])).toMatchObject({
      id: 'u-1',
      preferred_username: 'anna',
      full_name: 'Anna Arndt',
      status: 'pending',
      email_verified: false,
      created_at: '2025-01-01T00:00:00.000Z',
      version: 1,
    });
  });

  it('follows activation, verification and profile changes', () => {
    const view = project([
      created,
      { type: 'UserActivated', data: {} },
      { type: 'UserEmailVerified', data: { email: 'anna@example.test' } },
      { type: 'UserProfileChanged', data: { last_name: 'Berg', date_of_birth: '1990-01-01' } },
    ]);
    expect(view).toMatchObject({
      status: 'active',
      email_verified: true,
      email_verified_at: '2025-01-03T00:00:00.000Z',
      full_name: 'Anna Berg',
      profile_complete: true,
      updated_at: '2025-01-04T00:00:00.000Z',
      version: 4,
    });
  });

  it('shows a pending e-mail change until it is confirmed', () => {
    const requested: UserEvent = { type: 'UserEmailChangeRequested', data: { new_email: 'a@new.test' } };
    expect(project([created, requested])).toMatchObject({ email: 'anna@example.test', new_email: 'a@new.test' });
    expect(project([created, requested, { type: 'UserEmailChanged', data: { email: 'a@new.test' } }])).toMatchObject({
      email: 'a@new.test',
      new_email: null,
      email_verified: true,
    });
  });

  it('drops the user when erased', () => {
    expect(project([created, { type: 'UserErased', data: {} }])).toBeNull();
  });

  it('only moves the version for events without visible change', () => {
    expect(project([created, { type: 'UserPasswordChanged', data: { reason: 'change' } }])).toMatchObject({ version: 2, status: 'pending' });
  });

  it('points avatar_url at the picture with the version of its change, null once removed', () => {
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { file_id: 'f-1' } };
    expect(project([created, changed])?.avatar_url).toBe('/api/v1/users/u-1/avatar?v=2');
    expect(project([created, changed, { type: 'UserActivated', data: {} }])?.avatar_url).toBe('/api/v1/users/u-1/avatar?v=2');
    expect(project([created, changed, { type: 'UserAvatarRemoved', data: {} }])?.avatar_url).toBeNull();
  });
});

describe('user list projection', () => {
  const spec = ProjectionSpecification.for(userListProjection);
  const user = () => streamEvents<UserEvent>('user-u1', { accountId: '_system' });

  it('writes the new user in `_system`, under the id after the stream type', async () => {
    const when = spec.given().when(user()('UserCreated', created.data));
    await when.thenDocument(
      USERS_COLLECTION,
      'u1',
      {
        id: 'u1',
        username: 'anna',
        preferred_username: 'anna',
        email: 'anna@example.test',
        new_email: null,
        email_verified: false,
        email_verified_at: null,
        first_name: 'Anna',
        last_name: 'Arndt',
        full_name: 'Anna Arndt',
        gender: 'female',
        locale: 'de',
        date_of_birth: null,
        avatar_url: null,
        status: 'pending',
        is_admin: false,
        profile_complete: false,
        created_at: dayOf2030(1),
        updated_at: dayOf2030(1),
        version: 1,
      },
      '_system',
    );
    await when.thenNoDocument(USERS_COLLECTION, 'u1');
  });

  it('keeps the users of every account in `_system`, whatever account an event names', async () => {
    const store = await spec
      .given()
      .when(streamEvents<UserEvent>('user-u2', { accountId: 'a1' })('UserCreated', created.data))
      .applied();
    expect(store.document(USERS_COLLECTION, 'u2', '_system')).toMatchObject({ id: 'u2', username: 'anna' });
    expect(store.document(USERS_COLLECTION, 'u2', 'a1')).toBeUndefined();
  });

  it('follows activation, the system admin grant and a new picture', async () => {
    const event = user();
    await spec
      .given(event('UserCreated', created.data), event('UserActivated', {}))
      .when(event('UserSystemAdminGranted', {}), event('UserAvatarChanged', { file_id: 'f-1' }))
      .thenDocumentMatches(
        USERS_COLLECTION,
        'u1',
        {
          status: 'active',
          is_admin: true,
          avatar_url: '/api/v1/users/u1/avatar?v=4',
          created_at: dayOf2030(1),
          updated_at: dayOf2030(4),
          version: 4,
        },
        '_system',
      );
  });

  it('deletes the document of an erased user', async () => {
    const event = user();
    await spec
      .given(event('UserCreated', created.data), event('UserActivated', {}))
      .when(event('UserErased', {}))
      .thenNoDocument(USERS_COLLECTION, 'u1', '_system');
  });

  it('ignores events before the user was created, and streams of other types', async () => {
    await spec.given().when(user()('UserActivated', {})).thenNothingChanged();
    await spec
      .given()
      .when(streamEvents<UserEvent>('username-anna', { accountId: '_system' })('UserCreated', created.data))
      .thenNothingChanged();
  });
});
