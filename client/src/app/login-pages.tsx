import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoginPage, type LoginNotice } from '../features/auth';
import { selectSignIn, sessionActions } from '../features/session';

/** The app wires features to the store: features stay unaware of each other. */
export function LoginRoute() {
  const dispatch = useDispatch();
  const { domain } = useParams();
  const [params] = useSearchParams();
  const target = params.get('target');
  const signIn = useSelector(selectSignIn);
  return (
    <LoginPage
      domain={domain ?? null}
      submitting={signIn.status === 'submitting'}
      errorCode={signIn.error}
      challenged={signIn.challenge !== null}
      notice={loginNotice(params.get('notice'))}
      onSignIn={(username, password) => dispatch(sessionActions.signInRequested({ username, password, domain: domain ?? null, target }))}
      onNewPassword={(password) => dispatch(sessionActions.challengeAnswered({ password, target, domain: domain ?? null }))}
    />
  );
}

export function LogoutRoute() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionActions.logoutRequested());
  }, [dispatch]);
  return null;
}

const LOGIN_NOTICES: readonly LoginNotice[] = ['activated', 'passwordReset'];
const loginNotice = (value: string | null): LoginNotice | null =>
  (LOGIN_NOTICES as readonly (string | null)[]).includes(value) ? (value as LoginNotice) : null;
