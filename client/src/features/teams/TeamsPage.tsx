import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { MemberView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectRoles, selectUser } from '../session';
import { TeamDialog } from './TeamDialog';
import { TeamMembers } from './TeamMembers';
import { teamsCatalog } from './teams.catalog';
import {
  manageableTeams,
  selectAllTeams,
  selectChosenTeamId,
  selectTeamDialog,
  selectTeamsBusy,
  selectTeamsList,
  selectTeamsStaff,
  teamsActions,
} from './teams.slice';

/**
 * /manager/teams (seed §2: manager or team_admin): the teams on the left, the chosen
 * team's members and permissions on the right. Managers create and delete teams; a team
 * admin sees and manages only the teams they administer.
 */
export function TeamsPage() {
  const { t } = useCatalog('teams', teamsCatalog);
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const manager = useSelector(selectRoles).includes('manager');
  const list = useSelector(selectTeamsList);
  const all = useSelector(selectAllTeams);
  const staff = useSelector(selectTeamsStaff);
  const busy = useSelector(selectTeamsBusy);
  const dialog = useSelector(selectTeamDialog);
  const teams = useMemo(() => manageableTeams(all, { userId: user?.id ?? null, manager }), [all, user, manager]);
  const users = useMemo(() => new Map<string, MemberView>(staff.users.map((item) => [item.id, item])), [staff.users]);
  const chosenId = useSelector(selectChosenTeamId);
  const [deleting, setDeleting] = useState(false);
  const chosen = teams.find((team) => team.id === chosenId) ?? teams[0] ?? null;
  const renamed = dialog.teamId ? all.find((team) => team.id === dialog.teamId) : undefined;

  useEffect(() => {
    dispatch(teamsActions.listRequested());
    dispatch(teamsActions.staffRequested());
  }, [dispatch]);

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('routes:titles.managerTeams')}
        </Typography>
        {manager && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => dispatch(teamsActions.dialogOpened({ mode: 'create' }))}>
            {t('create.open')}
          </Button>
        )}
      </Stack>
      <ListState
        status={list.status}
        empty={teams.length === 0}
        emptyText={t(manager ? 'empty' : 'noneManaged')}
        onRetry={() => dispatch(teamsActions.listRequested())}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
            <List aria-label={t('listLabel')} dense>
              {teams.map((team) => (
                // a list holds list items (axe `list`)
                <ListItem key={team.id} disablePadding>
                  <ListItemButton
                    selected={team.id === chosen?.id}
                    onClick={() => dispatch(teamsActions.teamChosen({ id: team.id }))}
                    aria-current={team.id === chosen?.id ? 'true' : undefined}
                  >
                    <ListItemText primary={team.name} secondary={`${team.short} · ${t('memberCount', { count: team.members.length })}`} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            {chosen ? (
              <Box component="section" aria-labelledby="team-heading">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
                  <Typography id="team-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
                    {chosen.name} <Chip label={chosen.short} size="small" sx={{ ml: 1 }} />
                  </Typography>
                  <Button
                    variant="outlined"
                    disabled={busy[chosen.id]}
                    onClick={() => dispatch(teamsActions.dialogOpened({ mode: 'rename', teamId: chosen.id }))}
                  >
                    {t('rename.open')}
                  </Button>
                  {manager && (
                    <Button variant="outlined" color="error" disabled={busy[chosen.id]} onClick={() => setDeleting(true)}>
                      {t('delete.open')}
                    </Button>
                  )}
                </Stack>
                <TeamMembers team={chosen} users={users} />
              </Box>
            ) : (
              <Typography color="text.secondary">{t('choose')}</Typography>
            )}
          </Box>
        </Stack>
      </ListState>
      <TeamDialog
        key={dialog.serial}
        mode={dialog.mode}
        initial={{ name: renamed?.name ?? '', short: renamed?.short ?? '' }}
        status={dialog.status}
        error={dialog.error}
        fieldErrors={dialog.fieldErrors}
        onSubmit={(input) =>
          dispatch(
            dialog.mode === 'rename' && renamed
              ? teamsActions.saveRequested({ mode: 'rename', id: renamed.id, version: renamed.version, input })
              : teamsActions.saveRequested({ mode: 'create', input }),
          )
        }
        onClose={() => dispatch(teamsActions.dialogClosed())}
      />
      <ConfirmDialog
        open={deleting && chosen !== null}
        title={t('delete.title')}
        text={t('delete.text', { name: chosen?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => chosen && dispatch(teamsActions.deleteRequested({ id: chosen.id, version: chosen.version }))}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
