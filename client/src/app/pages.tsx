/** The screens the login page does not need: loaded on first use (lazy-pages.tsx). */
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { authActions, selectActivate, selectForgotPassword, selectRegister, selectResetPassword, type AuthFlow } from '../features/auth';
import { ActivatePage, ForgotPasswordPage, RegisterPage, ResetPasswordPage } from '../features/auth/screens';
import { profileActions, selectProfile } from '../features/profile';
import {
  NOTIFICATION_SETTINGS,
  notificationSettingsActions,
  notificationSettingsReducer,
  notificationSettingsSaga,
  ProfilePage,
  selectNotificationSettings,
  UnsubscribePage,
} from '../features/profile/screens';
import { HomePage } from '../features/home';
import { selectCurrentAccount, selectFlags, selectRoles, selectUser } from '../features/session';
import { MyOpenTasksCard } from '../features/tasks/MyOpenTasksCard';
import { RecentProtocolsCard } from '../features/protocols/RecentProtocolsCard';
import { isRouteAllowed, ROUTES } from '../routes';
import { useFeatureSaga } from './feature-saga';
import { useFeatureSlice } from './feature-slice';

/** The dashboard cards, each shown when the member may open its list (seed §2: role and app). */
const CARDS = [
  { route: 'tasks', card: () => <MyOpenTasksCard key="tasks" /> },
  { route: 'protocols', card: () => <RecentProtocolsCard key="protocols" /> },
] as const;

/** The app wires features to the store: features stay unaware of each other. */
export function HomeRoute() {
  const user = useSelector(selectUser);
  const account = useSelector(selectCurrentAccount);
  const roles = useSelector(selectRoles);
  const flags = useSelector(selectFlags);
  const allowed = (id: string) => ROUTES.some((route) => route.id === id && isRouteAllowed(route, roles, flags));
  return (
    <HomePage name={user?.name ?? ''} account={account?.name ?? ''}>
      {account && CARDS.filter((entry) => allowed(entry.route)).map((entry) => entry.card())}
    </HomePage>
  );
}

/** A public auth page starts its flow afresh each time it opens. */
function useAuthFlow(flow: AuthFlow) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(authActions.pageOpened(flow));
  }, [dispatch, flow]);
  return dispatch;
}

/** `/activate?token=…` and `/activate/{token}`. */
export function ActivateRoute() {
  const dispatch = useAuthFlow('activate');
  const { token } = useParams();
  const [params] = useSearchParams();
  const flow = useSelector(selectActivate);
  return (
    <ActivatePage
      token={token ?? params.get('token')}
      flow={flow}
      onActivate={(value, password) => dispatch(authActions.activateRequested({ token: value, password }))}
    />
  );
}

export function ForgotPasswordRoute() {
  const dispatch = useAuthFlow('forgotPassword');
  const flow = useSelector(selectForgotPassword);
  return <ForgotPasswordPage flow={flow} onRequest={(email) => dispatch(authActions.passwordResetTriggered({ email }))} />;
}

/** `/reset-password/{token}` (the route is `/reset-password/*`) and `/reset-password?token=…`. */
export function ResetPasswordRoute() {
  const dispatch = useAuthFlow('resetPassword');
  const params = useParams();
  const [search] = useSearchParams();
  const flow = useSelector(selectResetPassword);
  const token = params['*'] || search.get('token');
  return (
    <ResetPasswordPage
      token={token || null}
      flow={flow}
      onReset={(value, password) => dispatch(authActions.passwordResetRequested({ token: value, password }))}
    />
  );
}

export function RegisterRoute() {
  const dispatch = useAuthFlow('register');
  const [params] = useSearchParams();
  const flow = useSelector(selectRegister);
  return <RegisterPage token={params.get('token')} flow={flow} onRegister={(input) => dispatch(authActions.registerRequested(input))} />;
}

/** The notification settings' slice and flows (issue 17) start with the first page that shows them. */
function useNotificationSettings() {
  useFeatureSlice(NOTIFICATION_SETTINGS, notificationSettingsReducer);
  useFeatureSaga(notificationSettingsSaga);
  return useSelector(selectNotificationSettings);
}

/** /profile; with an account, its e-mail notification settings too (read again when another account is chosen). */
export function ProfileRoute() {
  const dispatch = useDispatch();
  const profile = useSelector(selectProfile);
  const settings = useNotificationSettings();
  const accountId = useSelector(selectCurrentAccount)?.id ?? null;
  useEffect(() => {
    dispatch(profileActions.opened());
  }, [dispatch]);
  useEffect(() => {
    if (accountId) dispatch(notificationSettingsActions.opened());
  }, [dispatch, accountId]);
  return (
    <ProfilePage
      profile={profile}
      onSaveDetails={(input) => dispatch(profileActions.detailsSaveRequested(input))}
      onRequestEmailChange={(email) => dispatch(profileActions.emailChangeRequested({ email }))}
      onConfirmEmailChange={(code) => dispatch(profileActions.emailCodeConfirmed({ code }))}
      onChangePassword={(input) => dispatch(profileActions.passwordChangeRequested(input))}
      onUploadAvatar={(file) => dispatch(profileActions.avatarUploadRequested(file))}
      onRemoveAvatar={() => dispatch(profileActions.avatarRemoveRequested())}
      notificationSettings={accountId ? { settings, onSave: (input) => dispatch(notificationSettingsActions.saveRequested(input)) } : undefined}
    />
  );
}

/** `/unsubscribe?token=…` (public): the link of a notification mail turns them off on load (one POST per token). */
export function UnsubscribeRoute() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const { unsubscribe } = useNotificationSettings();
  const onUnsubscribe = useCallback((token: string) => dispatch(notificationSettingsActions.unsubscribeRequested({ token })), [dispatch]);
  return <UnsubscribePage token={params.get('token') || null} state={unsubscribe} onUnsubscribe={onUnsubscribe} />;
}
