import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Checkbox, Chip, IconButton, Menu, MenuItem, Stack, Switch, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { errorMessage, localeFrom, MANAGEABLE_ROLES, type MemberView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { PagedTable } from '../../components/PagedTable';
import { SearchField } from '../../components/SearchField';
import { formatDate } from '../../lib/dates';
import {
  membersActions,
  selectMemberForm,
  selectMemberRows,
  selectMembersBusy,
  selectMembersList,
  selectSlotsDialog,
  type RowBusy,
} from './members.slice';
import { NewMemberDialog } from './NewMemberDialog';
import { SlotsDialog } from './SlotsDialog';
import { useCatalog } from '../../lib/i18n-catalog';
import { membersCatalog } from './members.catalog';

const PAGE_SIZES = [10, 25, 50, 100];

/** Members management of the current account; `currentUserId` is the signed-in manager (who cannot deactivate or remove themselves). */
export function MembersPanel({ currentUserId }: { currentUserId: string | null }) {
  const { t } = useCatalog('members', membersCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectMembersList);
  const rows = useSelector(selectMemberRows);
  const busy = useSelector(selectMembersBusy);
  const form = useSelector(selectMemberForm);
  const slots = useSelector(selectSlotsDialog);
  const [search, setSearch] = useState(list.query.search);
  const [confirmDelete, setConfirmDelete] = useState<MemberView | null>(null);

  useEffect(() => {
    dispatch(membersActions.listRequested());
  }, [dispatch]);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('search')}
          value={search}
          onChange={setSearch}
          onSubmit={() => dispatch(membersActions.listRequested({ search, page: 1 }))}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => dispatch(membersActions.newMemberDialogOpened('invite'))}>
            {t('invite.open')}
          </Button>
          <Button variant="contained" onClick={() => dispatch(membersActions.newMemberDialogOpened('create'))}>
            {t('create.open')}
          </Button>
        </Stack>
      </Stack>

      <ListState status={list.status} empty={rows.length === 0} emptyText={t('empty')} onRetry={() => dispatch(membersActions.listRequested())}>
        <PagedTable
          label={t('tableLabel')}
          head={
            <>
              <TableCell>{t('columns.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('columns.email')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('columns.memberSince')}</TableCell>
              <TableCell>{t('columns.active')}</TableCell>
              {MANAGEABLE_ROLES.map((role) => (
                <TableCell key={role} align="center">
                  {t(`roles.${role}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </>
          }
          total={list.total}
          page={list.query.page}
          limit={list.query.limit}
          pageSizes={PAGE_SIZES}
          onPage={(page) => dispatch(membersActions.listRequested({ page }))}
          onLimit={(limit) => dispatch(membersActions.listRequested({ limit, page: 1 }))}
        >
          {rows.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              self={member.id === currentUserId}
              busy={busy[member.id] ?? null}
              onDelete={() => setConfirmDelete(member)}
            />
          ))}
        </PagedTable>
      </ListState>

      <ConfirmDialog
        open={confirmDelete !== null}
        title={t('delete.title')}
        text={t('delete.text', { name: confirmDelete?.full_name ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => confirmDelete && dispatch(membersActions.deleteRequested({ id: confirmDelete.id }))}
        onClose={() => setConfirmDelete(null)}
      />
      <NewMemberDialog
        key={form.serial}
        mode={form.mode}
        status={form.status}
        error={form.error}
        fieldErrors={form.fieldErrors}
        onSubmit={(request) => dispatch(membersActions.createRequested(request))}
        onClose={() => dispatch(membersActions.newMemberDialogClosed())}
      />
      <SlotsDialog code={slots.open ? slots.code : null} onClose={() => dispatch(membersActions.slotsDialogClosed())} />
    </Box>
  );
}

function MemberRow({ member, self, busy, onDelete }: { member: MemberView; self: boolean; busy: RowBusy | null; onDelete(): void }) {
  const { t, i18n } = useCatalog('members', membersCatalog);
  const dispatch = useDispatch();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const name = member.full_name || member.username;
  const active = member.status === 'active';
  const statusSwitch = (
    <Switch
      checked={active}
      disabled={self || busy !== null}
      onChange={(_event, checked) => dispatch(membersActions.statusChangeRequested({ id: member.id, status: checked ? 'active' : 'inactive' }))}
      slotProps={{ input: { 'aria-label': t('statusLabel', { name }) } }}
    />
  );
  const mail = (kind: 'welcome' | 'reset') => {
    setMenu(null);
    dispatch(membersActions.mailRequested({ id: member.id, mail: kind }));
  };
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
          {name}
          {self && <Chip label={t('you')} size="small" sx={{ ml: 1 }} />}
          {member.portal && <Chip label={t('portal')} size="small" variant="outlined" sx={{ ml: 1 }} />}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {member.username}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>{member.email}</TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(member.member_since)}</TableCell>
      <TableCell>
        {self ? (
          <Tooltip title={errorMessage('member.cannot_deactivate_self', localeFrom(i18n.language))}>
            <span>{statusSwitch}</span>
          </Tooltip>
        ) : (
          statusSwitch
        )}
      </TableCell>
      {MANAGEABLE_ROLES.map((role) => {
        const granted = member.roles.includes(role);
        return (
          <TableCell key={role} align="center">
            <Checkbox
              checked={granted}
              disabled={busy !== null || member.portal}
              onChange={(_event, checked) => dispatch(membersActions.roleChangeRequested({ id: member.id, role, granted: checked }))}
              slotProps={{ input: { 'aria-label': t('roleLabel', { role: t(`roles.${role}`), name }) } }}
            />
          </TableCell>
        );
      })}
      <TableCell align="right">
        <IconButton aria-label={t('actionsLabel', { name })} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem disabled={member.activated || busy !== null} onClick={() => mail('welcome')}>
            {t('actions.welcome')}
          </MenuItem>
          <MenuItem disabled={busy !== null} onClick={() => mail('reset')}>
            {t('actions.reset')}
          </MenuItem>
          <MenuItem
            disabled={self || busy !== null}
            onClick={() => {
              setMenu(null);
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            {t('actions.delete')}
          </MenuItem>
        </Menu>
      </TableCell>
    </TableRow>
  );
}
