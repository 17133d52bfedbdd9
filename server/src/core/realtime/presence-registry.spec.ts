import { PresenceRegistry, type PresencePrincipal } from './presence-registry';

const principal: PresencePrincipal = { userId: 'u1', accountId: 'a1', roles: ['user'], flags: ['apps.tasks'] };

describe('presence registry', () => {
  it('asks the check registered for the kind, with the principal and the id', async () => {
    const registry = new PresenceRegistry();
    const asked: string[] = [];
    registry.register('task', async (who, id) => {
      asked.push(`${who.userId}:${id}`);
      return id === 'readable';
    });
    expect(await registry.mayRead(principal, { kind: 'task', id: 'readable' })).toBe(true);
    expect(await registry.mayRead(principal, { kind: 'task', id: 'secret' })).toBe(false);
    expect(asked).toEqual(['u1:readable', 'u1:secret']);
  });

  it('a kind nobody registered is never joinable', async () => {
    const registry = new PresenceRegistry();
    registry.register('task', async () => true);
    expect(await registry.mayRead(principal, { kind: 'protocol', id: 'p1' })).toBe(false);
  });

  it('refuses a second check for the same kind', () => {
    const registry = new PresenceRegistry();
    registry.register('task', async () => true);
    expect(() => registry.register('task', async () => true)).toThrow('presence check for task registered twice');
  });

  it('names users by the first name source; without one (or a name) by their id', async () => {
    const registry = new PresenceRegistry();
    expect(await registry.nameOf('u1')).toBe('u1');
    registry.nameUsersWith(async (ids) => new Map(ids.filter((id) => id === 'u1').map((id) => [id, 'Anna Berg'])));
    registry.nameUsersWith(async () => new Map([['u1', 'ignored']]));
    expect(await registry.nameOf('u1')).toBe('Anna Berg');
    expect(await registry.nameOf('u2')).toBe('u2');
  });
});
