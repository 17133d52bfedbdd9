import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box } from '@mui/material';
import { ListState } from '../../components/ListState';
import { AppsSection } from './AppsSection';
import { DeletionSection } from './DeletionSection';
import { ImagesSection } from './ImagesSection';
import { NameSection } from './NameSection';
import { CUSTOM_SENDER_FLAG, SenderSection } from './SenderSection';
import { SlotsSection } from './SlotsSection';
import { accountActions, selectAccountSettings } from './account.slice';

/** /manager/account: name, apps and flags, slots, logo and icon, deletion (seed §2 manager area). */
export function AccountSettings() {
  const dispatch = useDispatch();
  const { status, account } = useSelector(selectAccountSettings);
  useEffect(() => {
    dispatch(accountActions.loadRequested());
  }, [dispatch]);
  return (
    <ListState status={status} empty={account === null} onRetry={() => dispatch(accountActions.loadRequested())}>
      {account && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <NameSection account={account} />
          <SlotsSection account={account} />
          <AppsSection account={account} />
          {account.flags.includes(CUSTOM_SENDER_FLAG) && <SenderSection account={account} />}
          <ImagesSection account={account} />
          <DeletionSection account={account} />
        </Box>
      )}
    </ListState>
  );
}
