import { useDispatch, useSelector } from 'react-redux';
import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_FLAGS, APPS, type AccountView, type App, type FeatureFlag } from '@kollab/contracts';
import { AccountSection } from './AccountSection';
import { accountActions, selectAccountChanges } from './account.slice';

/** i18n keys cannot hold the flags' dots. */
export const flagKey = (flag: string) => flag.replace(/\./g, '_');

/** The apps and the feature flags the account has, each a switch. */
export function AppsSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const changes = useSelector(selectAccountChanges);
  const toggleApp = (app: App, on: boolean) =>
    dispatch(
      accountActions.appsChangeRequested({
        apps: on ? [...account.apps.filter((item) => item !== app), app] : account.apps.filter((item) => item !== app),
      }),
    );
  const flags = account.flags.filter((flag): flag is FeatureFlag => (ACCOUNT_FLAGS as readonly string[]).includes(flag));
  const toggleFlag = (flag: FeatureFlag, on: boolean) =>
    dispatch(
      accountActions.flagsChangeRequested({ flags: on ? [...flags.filter((item) => item !== flag), flag] : flags.filter((item) => item !== flag) }),
    );
  return (
    <AccountSection title={t('apps.title')}>
      <FormGroup aria-label={t('apps.title')}>
        {APPS.map((app) => (
          <FormControlLabel
            key={app}
            label={t(`apps.${app}`)}
            control={
              <Switch checked={account.apps.includes(app)} disabled={changes.apps.status === 'saving'} onChange={(_e, on) => toggleApp(app, on)} />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('flags.title')}
      </Typography>
      <FormGroup aria-label={t('flags.title')}>
        {ACCOUNT_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={t(`flags.${flagKey(flag)}`)}
            control={
              <Switch checked={flags.includes(flag)} disabled={changes.flags.status === 'saving'} onChange={(_e, on) => toggleFlag(flag, on)} />
            }
          />
        ))}
      </FormGroup>
    </AccountSection>
  );
}
