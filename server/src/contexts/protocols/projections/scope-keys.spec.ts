import { can, readScope, type PolicyActor, type PortalGrant, type TeamGrant } from '@kollab/contracts';
import type { ProtocolRelations } from '../commands/protocol-policy';
import { protocolPolicyItem } from '../commands/protocol-policy';
import { callerScopeKeys, protocolScopeKeys } from './scope-keys';

// The list filter (a protocol's scope keys against the caller's) must agree with the one
// policy's `can(…, 'read', …)` for every protocol and every caller.
const TEAMS_OF: Record<string, string[]> = { ada: ['t1'], ben: ['t2'], cem: [], dora: ['t1', 't2'], pia: [], pit: [] };
const PORTALS_OF: Record<string, string[]> = { pia: ['k1'], pit: ['k2'] };
const members = (teamId: string) => Object.keys(TEAMS_OF).filter((user) => TEAMS_OF[user].includes(teamId));
const portalUsers = (contactId: string) => Object.keys(PORTALS_OF).filter((user) => PORTALS_OF[user].includes(contactId));

const actor = (userId: string, teams: TeamGrant[], portals: PortalGrant[] = []): PolicyActor => ({
  userId,
  roles: portals.length ? ['contact'] : ['user'],
  flags: ['apps.protocols'],
  teams,
  portals,
});
const ACTORS: PolicyActor[] = [
  actor('ada', [{ team_id: 't1', permissions: ['read'], extended_permissions: false }]),
  actor('ben', [{ team_id: 't2', permissions: ['read'], extended_permissions: true }]),
  actor('cem', []),
  actor('dora', [
    { team_id: 't1', permissions: ['admin'], extended_permissions: true },
    { team_id: 't2', permissions: [], extended_permissions: false },
  ]),
  actor('pia', [], [{ contact_id: 'k1', extended_permissions: false }]),
  actor('pit', [], [{ contact_id: 'k2', extended_permissions: true }]),
];

function protocols(): ProtocolRelations[] {
  const all: ProtocolRelations[] = [];
  for (const published of [false, true]) {
    for (const creator of ['ada', 'ben', 'cem', 'pit']) {
      for (const teams of [[], ['t1'], ['t2']]) {
        for (const [attendees, viewers] of [
          [[], []],
          [['cem'], []],
          [[], ['ada']],
        ]) {
          for (const contacts of [[], [{ contact_id: 'k1', public: true }], [{ contact_id: 'k1', public: false }]]) {
            all.push({ teams, author: creator === 'cem' ? 'ada' : creator, created_by: creator, published, attendees, viewers, contacts });
          }
        }
      }
    }
  }
  return all;
}

describe('protocol scope keys', () => {
  it('agree with the policy for every caller and protocol', () => {
    for (const caller of ACTORS) {
      const scope = readScope(caller, 'protocol');
      const creators = [...scope.creatorTeamIds.flatMap(members), ...scope.creatorPortalContactIds.flatMap(portalUsers)];
      const keys = new Set(callerScopeKeys(scope, creators));
      for (const protocol of protocols()) {
        const item = protocolPolicyItem(protocol, {
          creatorTeamIds: TEAMS_OF[protocol.created_by] ?? [],
          creatorPortalContactIds: PORTALS_OF[protocol.created_by] ?? [],
        });
        const listed = protocolScopeKeys(protocol).some((key) => keys.has(key));
        expect({ caller: caller.userId, protocol, listed }).toEqual({ caller: caller.userId, protocol, listed: can(caller, 'read', item) });
      }
    }
  });

  it('keeps drafts to their owners, attendees and viewers', () => {
    expect(
      protocolScopeKeys({
        teams: ['t1'],
        author: 'a',
        created_by: 'c',
        published: false,
        attendees: ['x'],
        viewers: ['y'],
        contacts: [{ contact_id: 'k', public: true }],
      }),
    ).toEqual(['owner:a', 'owner:c', 'participant:x', 'participant:y']);
  });

  it('gives callers without protocol access no keys', () => {
    expect(callerScopeKeys(readScope({ ...ACTORS[0], flags: [] }, 'protocol'), ['ada'])).toEqual([]);
  });
});
