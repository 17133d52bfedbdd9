import { useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { errorMessage, localeFrom, type MemberView, type TeamMemberView, type TeamView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useCatalog } from '../../lib/i18n-catalog';
import { GRANT_BOXES, isImplied, isTicked, toggledGrant, type GrantBox } from './team-grant';
import { teamsCatalog } from './teams.catalog';
import { memberKey, selectTeamAddForm, selectTeamRefusal, selectTeamsBusy, teamsActions, type MemberGrant } from './teams.slice';

const grantOf = (member: TeamMemberView): MemberGrant => ({
  permissions: member.permissions ?? [],
  extended_permissions: member.extended_permissions ?? false,
});

/** Active staff (role user, no portal user) can join a team (the server's rule, MEMBERSHIP_DIRECTORY). */
const canJoin = (user: MemberView) => user.status === 'active' && !user.portal && user.roles.includes('user');

export const displayName = (user: MemberView | undefined, fallback: string) => (user ? user.full_name.trim() || user.username : fallback);

/** A team's members with their permissions as checkboxes, and the form that adds one. */
export function TeamMembers({ team, users }: { team: TeamView; users: ReadonlyMap<string, MemberView> }) {
  const { t, i18n } = useCatalog('teams', teamsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const busy = useSelector(selectTeamsBusy);
  const refusal = useSelector(selectTeamRefusal);
  const [removing, setRemoving] = useState<TeamMemberView | null>(null);
  const nameOf = (userId: string) => displayName(users.get(userId), t('members.unknown'));

  return (
    <Box>
      {refusal?.teamId === team.id && (
        <Alert severity="error" onClose={() => dispatch(teamsActions.refusalDismissed())} sx={{ mb: 2 }}>
          {errorMessage(refusal.code, locale)}
        </Alert>
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('members.tableLabel', { name: team.name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('members.member')}</TableCell>
                {GRANT_BOXES.map((box) => (
                  <TableCell key={box} align="center">
                    {box === 'extended' ? (
                      <Tooltip title={t('members.extendedHint')}>
                        <span>{t('permissions.extended')}</span>
                      </Tooltip>
                    ) : box === 'admin' ? (
                      <Tooltip title={t('members.adminImplies')}>
                        <span>{t('permissions.admin')}</span>
                      </Tooltip>
                    ) : (
                      t(`permissions.${box}`)
                    )}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <VisuallyHidden>{t('members.remove')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.members.length === 0 && (
                <TableRow>
                  <TableCell colSpan={GRANT_BOXES.length + 2}>
                    <Typography color="text.secondary" variant="body2">
                      {t('members.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {team.members.map((member) => {
                const user = users.get(member.user_id);
                const name = nameOf(member.user_id);
                const grant = grantOf(member);
                const rowBusy = busy[memberKey(team.id, member.user_id)] === true;
                const change = (box: GrantBox, on: boolean) =>
                  dispatch(teamsActions.memberChangeRequested({ teamId: team.id, userId: member.user_id, ...toggledGrant(grant, box, on) }));
                return (
                  <TableRow key={member.user_id} hover>
                    <TableCell>
                      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                        {name}
                      </Typography>
                      {user && user.status !== 'active' && (
                        <Chip
                          size="small"
                          variant="outlined"
                          sx={{ ml: 1 }}
                          label={t(user.status === 'deleted' ? 'members.departed' : 'members.inactive')}
                        />
                      )}
                    </TableCell>
                    {GRANT_BOXES.map((box) => (
                      <TableCell key={box} align="center" padding="checkbox">
                        <Checkbox
                          checked={isTicked(grant, box)}
                          disabled={rowBusy || isImplied(grant, box)}
                          onChange={(_event, checked) => change(box, checked)}
                          slotProps={{ input: { 'aria-label': t('members.permissionLabel', { permission: t(`permissions.${box}`), name }) } }}
                        />
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <IconButton aria-label={t('members.removeLabel', { name })} disabled={rowBusy} onClick={() => setRemoving(member)}>
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
      <AddMemberForm team={team} users={users} />
      <ConfirmDialog
        open={removing !== null}
        title={t('removeMember.title')}
        text={t('removeMember.text', { name: removing ? nameOf(removing.user_id) : '', team: team.name })}
        confirmLabel={t('removeMember.confirm')}
        destructive
        onConfirm={() => removing && dispatch(teamsActions.memberRemoveRequested({ teamId: team.id, userId: removing.user_id }))}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

function AddMemberForm({ team, users }: { team: TeamView; users: ReadonlyMap<string, MemberView> }) {
  const form = useSelector(selectTeamAddForm);
  // a new serial (member added, or another team chosen) starts the form afresh
  return <AddMemberFields key={`${team.id}:${form.serial}`} team={team} users={users} />;
}

function AddMemberFields({ team, users }: { team: TeamView; users: ReadonlyMap<string, MemberView> }) {
  const { t, i18n } = useCatalog('teams', teamsCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectTeamAddForm);
  const [user, setUser] = useState<MemberView | null>(null);
  const [grant, setGrant] = useState<MemberGrant>({ permissions: ['read'], extended_permissions: false });
  const candidates = useMemo(() => {
    const inTeam = new Set(team.members.map((member) => member.user_id));
    return [...users.values()]
      .filter((item) => canJoin(item) && !inTeam.has(item.id))
      .sort((a, b) => displayName(a, '').localeCompare(displayName(b, '')));
  }, [team, users]);
  const mine = form.teamId === team.id;
  const submitting = mine && form.status === 'submitting';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (user) dispatch(teamsActions.memberAddRequested({ teamId: team.id, input: { user_id: user.id, ...grant } }));
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t('add.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('add.title')}
      </Typography>
      {mine && form.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(form.error, localeFrom(i18n.language))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Autocomplete
          options={candidates}
          value={user}
          onChange={(_event, value) => setUser(value)}
          getOptionLabel={(option) => displayName(option, option.id)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t('add.noOptions')}
          sx={{ minWidth: 240, flex: 1 }}
          size="small"
          renderInput={(params) => <TextField {...params} label={t('add.user')} />}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {GRANT_BOXES.map((box) => (
            <FormControlLabel
              key={box}
              label={t(`permissions.${box}`)}
              control={
                <Checkbox
                  size="small"
                  checked={isTicked(grant, box)}
                  disabled={isImplied(grant, box)}
                  onChange={(_event, checked) => setGrant((current) => toggledGrant(current, box, checked))}
                />
              }
            />
          ))}
        </Stack>
        <Button type="submit" variant="contained" disabled={!user || submitting} sx={{ flexShrink: 0 }}>
          {t('add.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
