import { useDispatch, useSelector } from 'react-redux';
import { IconButton, Paper, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { PortalMemberView, PortalView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { portalsCatalog } from './portals.catalog';
import { portalsActions, portalUserKey, selectPortalsBusy } from './portals.slice';

/** A portal's users: active and extended permissions switched in place, removal asked by the caller. */
export function PortalUsers({ portal, onRemove }: { portal: PortalView; onRemove(member: PortalMemberView): void }) {
  const { t } = useCatalog('portals', portalsCatalog);
  const dispatch = useDispatch();
  const busy = useSelector(selectPortalsBusy);
  if (portal.members.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('members.empty')}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('members.tableLabel', { name: portal.contact_name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('members.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('members.email')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('members.memberSince')}</TableCell>
              <TableCell>{t('members.active')}</TableCell>
              <TableCell title={t('members.extendedHint')}>{t('members.extended')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {portal.members.map((member) => {
              const rowBusy = busy[portalUserKey(portal.id, member.user_id)] === true;
              const change = (patch: { status?: 'active' | 'inactive'; extended_permissions?: boolean }) =>
                dispatch(portalsActions.memberChangeRequested({ portalId: portal.id, userId: member.user_id, change: patch }));
              return (
                <TableRow key={member.user_id} hover>
                  <TableCell sx={{ fontWeight: 500 }}>{member.full_name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>{member.email}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(member.member_since)}</TableCell>
                  <TableCell>
                    <Switch
                      checked={member.status === 'active'}
                      disabled={rowBusy}
                      onChange={(_event, checked) => change({ status: checked ? 'active' : 'inactive' })}
                      slotProps={{ input: { 'aria-label': t('members.activeLabel', { name: member.full_name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={member.extended_permissions}
                      disabled={rowBusy}
                      onChange={(_event, checked) => change({ extended_permissions: checked })}
                      slotProps={{ input: { 'aria-label': t('members.extendedLabel', { name: member.full_name }) } }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton aria-label={t('members.removeLabel', { name: member.full_name })} disabled={rowBusy} onClick={() => onRemove(member)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
