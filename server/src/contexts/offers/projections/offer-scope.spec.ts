import { can, readScope, type PolicyActor } from '@kollab/contracts';
import { offerPolicyItem } from '../domain/offer-policy';
import type { LiveOffer } from '../domain/offer.state';
import { offerReaderKeys, offerScopeKeys } from './offer-scope';

// The list's scope keys must agree with the policy's `can(read)` on every offer: the
// projection's keys of an offer and a caller's keys share one exactly when the caller reads it.
const USERS = ['anna', 'ben', 'cleo', 'dora'];
const TEAMS = ['t1', 't2'];
/** Team members of the account (who the extended permissions reach). */
const TEAM_MEMBERS: Record<string, string[]> = { t1: ['anna', 'ben'], t2: ['cleo'] };

const teamsOf = (user: string) => TEAMS.filter((team) => TEAM_MEMBERS[team].includes(user));

function* actors(): Generator<PolicyActor> {
  for (const userId of USERS) {
    for (const permissions of [[], ['read'], ['edit'], ['admin']] as const) {
      for (const extended of [false, true]) {
        const teams = teamsOf(userId).map((team_id) => ({ team_id, permissions: [...permissions], extended_permissions: extended }));
        yield { userId, roles: ['user'], flags: ['apps.offers'], teams, portals: [] };
      }
    }
  }
  // Portal users never read offers, not even one shared with their contact (there is no sharing).
  yield { userId: 'dora', roles: ['contact'], flags: ['apps.offers'], teams: [], portals: [{ contact_id: 'k1', extended_permissions: true }] };
  // Without the offers app nobody reads any.
  yield { userId: 'anna', roles: ['user'], flags: ['apps.tasks'], teams: [], portals: [] };
}

function* offers(): Generator<LiveOffer> {
  for (const created_by of USERS) {
    for (const published of [false, true]) {
      for (const team of [null, 't1', 't2']) {
        for (const viewers of [[], ['cleo'], ['dora']]) {
          yield {
            lifecycle: 'live',
            title: 'o',
            type: 'x',
            team,
            contact: 'k1',
            contact_person: null,
            valid_until: null,
            description: null,
            comments_enabled: true,
            materialprice: 0,
            transportkosten: 0,
            provision: 0,
            fertigungsstunden: 0,
            konstruktionsstunden: 0,
            kundendienststunden: 0,
            prueffeld: 0,
            number: null,
            status: 'open',
            outcome: null,
            rates: { fertigung: 0, konstruktion: 0, kundendienst: 0, prueffeld: 0 },
            created_by,
            published,
            published_at: null,
            published_by: null,
            viewers,
            watchers: [],
            comments: [],
          };
        }
      }
    }
  }
}

describe('offer read-scope keys', () => {
  it('agree with the policy on every actor and offer', () => {
    let checked = 0;
    for (const actor of actors()) {
      const scope = readScope(actor, 'offer');
      const keys = scope.none
        ? []
        : offerReaderKeys(
            scope,
            scope.creatorTeamIds.flatMap((team) => TEAM_MEMBERS[team]),
          );
      for (const offer of offers()) {
        const item = offerPolicyItem(offer, { creatorTeamIds: teamsOf(offer.created_by) });
        const listed = offerScopeKeys(offer).some((key) => keys.includes(key));
        expect({ actor, offer, listed }).toEqual({ actor, offer, listed: can(actor, 'read', item) });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
