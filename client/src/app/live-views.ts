import { viewChangedEvent } from '@kollab/contracts/realtime/socket-messages';
import { accountActions } from '../features/account';
import { bookmarksActions } from '../features/bookmarks';
import { contactsActions } from '../features/contacts';
import { membersActions } from '../features/members';
import { newsActions } from '../features/news';
import { offersPushActions } from '../features/offers';
import { portalsPushActions } from '../features/portals';
import { profileActions } from '../features/profile';
import { protocolsPushActions } from '../features/protocols';
import { onPush, type LiveViews } from '../features/realtime';
import { sessionActions } from '../features/session';
import { surveysPushActions } from '../features/surveys';
import { tasksPushActions } from '../features/tasks';
import { teamsPushActions } from '../features/teams';
import { formBuilderPushActions, PREFIXED_KINDS, typesPushActions } from '../features/types';
import { lookupsChanged } from '../lib/lookups';
import type { RootState } from './root-reducer';

/** Whether the page on screen (`path` with its search) is `prefix` or below it. */
export const onPage = (path: string, prefix: string) => {
  const pathname = path.split(/[?#]/)[0];
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
};

/**
 * Which feature applies which push (`<context>/<view>Changed`), and what is read again after
 * a reconnect when it is on screen. A new feature plugs in with one line in each list, e.g.
 * `onPush(viewChangedEvent('contacts', 'contact'), contactsActions.viewPushed)`.
 */
export const LIVE_VIEWS: LiveViews<RootState> = {
  pushes: [
    onPush(viewChangedEvent('accounts', 'account'), sessionActions.accountPushed),
    onPush(viewChangedEvent('accounts', 'account'), accountActions.viewPushed),
    onPush(viewChangedEvent('accounts', 'membership'), sessionActions.membershipPushed),
    onPush(viewChangedEvent('accounts', 'membership'), membersActions.viewPushed),
    onPush(viewChangedEvent('teams', 'team'), teamsPushActions.viewPushed),
    // an own team grant changed (the user's room): the signature (teams, team_admin) is reloaded, the teams screen re-read
    onPush(viewChangedEvent('teams', 'memberships'), sessionActions.membershipPushed),
    onPush(viewChangedEvent('teams', 'memberships'), teamsPushActions.membershipsPushed),
    // own team grants changed: the tasks, protocols and offers on screen may have become (un)readable — read them again
    onPush(viewChangedEvent('teams', 'memberships'), () => tasksPushActions.rereadRequested()),
    onPush(viewChangedEvent('teams', 'memberships'), () => protocolsPushActions.rereadRequested()),
    onPush(viewChangedEvent('teams', 'memberships'), () => offersPushActions.rereadRequested()),
    onPush(viewChangedEvent('types', 'types'), typesPushActions.viewPushed),
    // the shared lookups (lib/lookups.api.ts): what a push changes is read again where it is shown
    onPush(viewChangedEvent('types', 'types'), (message) => lookupsChanged([message.collection])),
    onPush(viewChangedEvent('teams', 'team'), () => lookupsChanged(['teams'])),
    onPush(viewChangedEvent('teams', 'memberships'), () => lookupsChanged(['teams'])),
    onPush(viewChangedEvent('accounts', 'membership'), () => lookupsChanged(['users'])),
    onPush(viewChangedEvent('portals', 'portal'), portalsPushActions.viewPushed),
    onPush(viewChangedEvent('contacts', 'contactForm'), formBuilderPushActions.viewPushed),
    onPush(viewChangedEvent('contacts', 'contact'), contactsActions.viewPushed),
    onPush(viewChangedEvent('contacts', 'contactForm'), contactsActions.formPushed),
    onPush(viewChangedEvent('protocols', 'protocol'), protocolsPushActions.viewPushed),
    onPush(viewChangedEvent('offers', 'offer'), offersPushActions.viewPushed),
    onPush(viewChangedEvent('surveys', 'survey'), surveysPushActions.viewPushed),
    onPush(viewChangedEvent('surveys', 'surveyResults'), surveysPushActions.resultsPushed),
    onPush(viewChangedEvent('tasks', 'task'), tasksPushActions.viewPushed),
  ],
  rereads: [
    (state) => (state.session.account.status === 'loaded' ? lookupsChanged() : null),
    // the shell's account (name, flags, terms) is always on screen
    (state) => (state.session.account.status === 'loaded' ? sessionActions.signatureReloadRequested() : null),
    (state) => (state.bookmarks.status === 'loaded' ? bookmarksActions.listRequested() : null),
    (state) => (state.news.status === 'loaded' ? newsActions.listRequested() : null),
    (state, path) => (onPage(path, '/manager/account') && state.account.status === 'loaded' ? accountActions.loadRequested() : null),
    (state, path) => (onPage(path, '/manager/account') && state.members.list.status !== 'idle' ? membersActions.listRequested() : null),
    (state, path) => (onPage(path, '/profile') && state.profile.status === 'loaded' ? profileActions.opened() : null),
    (state, path) => (onPage(path, '/manager/teams') && state.teams.list.status !== 'idle' ? teamsPushActions.listRequested() : null),
    ...PREFIXED_KINDS.map(
      (kind) => (state: RootState, path: string) =>
        onPage(path, '/manager/account') && state.types.lists[kind].status !== 'idle' ? typesPushActions.listRequested({ kind }) : null,
    ),
    (state, path) =>
      onPage(path, '/manager/account') && state.types.claims.status !== 'idle' ? typesPushActions.listRequested({ kind: 'claim' }) : null,
    (state, path) => (onPage(path, '/manager/account') && state.formBuilder.status !== 'idle' ? formBuilderPushActions.loadRequested() : null),
    (state, path) => (onPage(path, '/manager/account') && state.portals.list.status !== 'idle' ? portalsPushActions.listRequested() : null),
    (_state, path) => (onPage(path, '/contacts') ? contactsActions.rereadRequested() : null),
    (_state, path) => (onPage(path, '/protocols') ? protocolsPushActions.rereadRequested() : null),
    (_state, path) => (onPage(path, '/offers') ? offersPushActions.rereadRequested() : null),
    (_state, path) => (onPage(path, '/surveys') ? surveysPushActions.rereadRequested() : null),
    (state, path) => (onPage(path, '/home') && state.protocols.recent.status !== 'idle' ? protocolsPushActions.recentRequested() : null),
    // the home card shows my open tasks too
    (state, path) => (onPage(path, '/tasks') || (state.tasks.mine && state.tasks.mine.status !== 'idle') ? tasksPushActions.rereadRequested() : null),
  ],
};
