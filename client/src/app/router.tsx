import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../components/AuthLayout';
import {
  ErrorPage,
  PlaceholderPage,
  RedirectSignedIn,
  RequireAccount,
  RequireAuth,
  RouteEffects,
  RouteGate,
  ROUTES,
  type ErrorPageKind,
  type RouteDef,
} from '../routes';
import { AccountLinkRoute } from './account-link-route';
import { LoginRoute, LogoutRoute } from './login-pages';
import {
  AccountPickerRoute,
  ActivateRoute,
  ForgotPasswordRoute,
  HomeRoute,
  ProfileRoute,
  RegisterRoute,
  ResetPasswordRoute,
  ShellRoute,
  UnsubscribeRoute,
} from './lazy-pages';
import { AdminAccountRoute, AdminAccountsRoute, AdminUpdatesRoute, ManagerAccountRoute, ManagerTeamsRoute, ReportsRoute } from './manager-routes';
import { ContactRoute, ContactsRoute } from './contacts-routes';
import { OfferNewRoute, OfferRoute, OffersRoute } from './offers-routes';
import { ProtocolNewRoute, ProtocolRoute, ProtocolsRoute } from './protocols-routes';
import { SurveyAnswerRoute, SurveyNewRoute, SurveyResultsRoute, SurveyRoute, SurveysRoute } from './surveys-routes';
import { TaskNewRoute, TaskRoute, TasksRoute } from './tasks-routes';

/** The screens built so far; every other route of the table shows its placeholder. Only the login loads with the entry. */
const SCREENS: Record<string, () => ReactElement> = {
  login: () => <LoginRoute />,
  loginDomain: () => <LoginRoute />,
  logout: () => <LogoutRoute />,
  accountLink: () => <AccountLinkRoute />,
  accounts: () => <AccountPickerRoute />,
  home: () => <HomeRoute />,
  activate: () => <ActivateRoute />,
  activateToken: () => <ActivateRoute />,
  forgotPassword: () => <ForgotPasswordRoute />,
  resetPassword: () => <ResetPasswordRoute />,
  resetPasswordToken: () => <ResetPasswordRoute />,
  register: () => <RegisterRoute />,
  unsubscribe: () => <UnsubscribeRoute />,
  profile: () => <ProfileRoute />,
  contacts: () => <ContactsRoute />,
  contact: () => <ContactRoute />,
  protocols: () => <ProtocolsRoute />,
  protocolNew: () => <ProtocolNewRoute />,
  protocol: () => <ProtocolRoute />,
  offers: () => <OffersRoute />,
  offerNew: () => <OfferNewRoute />,
  offer: () => <OfferRoute />,
  surveys: () => <SurveysRoute />,
  surveyNew: () => <SurveyNewRoute />,
  survey: () => <SurveyRoute />,
  surveyAnswer: () => <SurveyAnswerRoute />,
  surveyResults: () => <SurveyResultsRoute />,
  tasks: () => <TasksRoute />,
  taskNew: () => <TaskNewRoute />,
  task: () => <TaskRoute />,
  managerAccount: () => <ManagerAccountRoute />,
  managerTeams: () => <ManagerTeamsRoute />,
  reports: () => <ReportsRoute />,
  adminAccounts: () => <AdminAccountsRoute />,
  adminAccount: () => <AdminAccountRoute />,
  adminUpdates: () => <AdminUpdatesRoute />,
};

const ERROR_KINDS: Record<string, ErrorPageKind> = {
  notFound: 'notFound',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  serverError: 'serverError',
};

function screen(route: RouteDef): ReactElement {
  const kind = ERROR_KINDS[route.id];
  if (kind) return <ErrorPage kind={kind} />;
  return SCREENS[route.id]?.() ?? <PlaceholderPage route={route} />;
}

const by = (predicate: (route: RouteDef) => boolean) => ROUTES.filter(predicate);

/** The route objects generated from the table (seed §2); permission is checked per account in RouteGate. */
export function appRoutes(): RouteObject[] {
  // every route under RouteEffects: the document title and the focus follow the route
  return [{ element: <RouteEffects />, children: pageRoutes() }];
}

function pageRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/home" replace /> },
    {
      element: <AuthLayout />,
      children: [
        {
          element: <RedirectSignedIn />,
          children: by((r) => r.access === 'public' && r.authPage === true).map((r) => ({ path: r.path, element: screen(r) })),
        },
        ...by((r) => r.access === 'public' && !r.authPage).map((r) => ({ path: r.path, element: screen(r) })),
      ],
    },
    {
      element: <RequireAuth />,
      children: [
        ...by((r) => r.access === 'auth').map((r) => ({ path: r.path, element: screen(r) })),
        {
          element: <RequireAccount />,
          children: [
            {
              element: <ShellRoute />,
              children: by((r) => r.access === 'account').map((r) => ({ path: r.path, element: <RouteGate route={r}>{screen(r)}</RouteGate> })),
            },
          ],
        },
      ],
    },
    ...by((r) => r.access === 'none').map((r) => ({ path: r.path, element: screen(r) })),
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
