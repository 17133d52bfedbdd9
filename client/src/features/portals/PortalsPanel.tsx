import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { errorMessage, localeFrom, type MemberView, type PortalMemberView, type PortalView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { CreatePortalDialog, memberName } from './CreatePortalDialog';
import { portalsCatalog } from './portals.catalog';
import {
  canLookAfter,
  portalsActions,
  portalUserKey,
  selectAllPortals,
  selectPersons,
  selectPortalAddForm,
  selectPortalDialog,
  selectPortalRefusal,
  selectPortalsBusy,
  selectPortalsList,
  selectPortalsStaff,
} from './portals.slice';

/**
 * The portals tab of /manager/account: the account's contact portals, each with the
 * member of staff who looks after it and its portal users. The slots dialog ("not enough
 * portal user slots") is the members feature's: the app renders it from
 * `selectPortalSlotsDialog`.
 */
export function PortalsPanel() {
  const { t } = useCatalog('portals', portalsCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectPortalsList);
  const portals = useSelector(selectAllPortals);
  const staff = useSelector(selectPortalsStaff);
  const dialog = useSelector(selectPortalDialog);
  const users = useMemo(() => new Map(staff.users.map((user) => [user.id, user])), [staff.users]);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    dispatch(portalsActions.listRequested());
    dispatch(portalsActions.staffRequested());
  }, [dispatch]);

  return (
    <Box component="section" aria-labelledby="portals-heading">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="portals-heading" variant="h6" component="h2">
          {t('listLabel')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => dispatch(portalsActions.dialogOpened())}>
          {t('create.open')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <ListState status={list.status} empty={portals.length === 0} emptyText={t('empty')} onRetry={() => dispatch(portalsActions.listRequested())}>
        <Box>
          {portals.map((portal) => (
            <Accordion
              key={portal.id}
              expanded={open === portal.id}
              onChange={(_event, expanded) => setOpen(expanded ? portal.id : null)}
              disableGutters
              variant="outlined"
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`portal-${portal.id}-details`} id={`portal-${portal.id}-summary`}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ flex: 1, alignItems: { sm: 'center' } }}>
                  <Typography sx={{ fontWeight: 500, flex: 1 }}>{portal.contact_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('contactPersonOf', {
                      name: users.has(portal.contact_person) ? memberName(users.get(portal.contact_person)!) : t('unknownMember'),
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
                    {t('userCount', { count: portal.members.length })}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails id={`portal-${portal.id}-details`}>
                {open === portal.id && <PortalDetails portal={portal} staff={staff.users} />}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </ListState>
      <CreatePortalDialog key={dialog.serial} staff={staff.users} />
    </Box>
  );
}

function PortalDetails({ portal, staff }: { portal: PortalView; staff: readonly MemberView[] }) {
  const { t, i18n } = useCatalog('portals', portalsCatalog);
  const dispatch = useDispatch();
  const busy = useSelector(selectPortalsBusy);
  const refusal = useSelector(selectPortalRefusal);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<PortalMemberView | null>(null);
  // the current contact person stays listed even if they could no longer be chosen
  const candidates = staff.filter((user) => canLookAfter(user) || user.id === portal.contact_person);

  useEffect(() => {
    dispatch(portalsActions.personsRequested({ contactId: portal.contact_id }));
  }, [dispatch, portal.contact_id]);

  return (
    <Stack spacing={2}>
      {refusal?.portalId === portal.id && (
        <Alert severity="error" onClose={() => dispatch(portalsActions.refusalDismissed())}>
          {errorMessage(refusal.code, localeFrom(i18n.language))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('fields.contactPerson')}
          value={candidates.some((user) => user.id === portal.contact_person) ? portal.contact_person : ''}
          disabled={busy[portal.id]}
          onChange={(event) =>
            dispatch(portalsActions.contactPersonChangeRequested({ id: portal.id, contactPerson: event.target.value, version: portal.version }))
          }
          sx={{ minWidth: 260 }}
        >
          {candidates.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {memberName(user)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button color="error" variant="outlined" disabled={busy[portal.id]} onClick={() => setDeleting(true)}>
          {t('delete.open')}
        </Button>
      </Stack>
      <PortalUsers portal={portal} onRemove={setRemoving} />
      <AddPortalUser portal={portal} />
      <ConfirmDialog
        open={deleting}
        title={t('delete.title')}
        text={t('delete.text', { name: portal.contact_name })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => dispatch(portalsActions.deleteRequested({ id: portal.id, version: portal.version }))}
        onClose={() => setDeleting(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('removeMember.title')}
        text={t('removeMember.text', { name: removing?.full_name ?? '' })}
        confirmLabel={t('removeMember.confirm')}
        destructive
        onConfirm={() => removing && dispatch(portalsActions.memberRemoveRequested({ portalId: portal.id, userId: removing.user_id }))}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function PortalUsers({ portal, onRemove }: { portal: PortalView; onRemove(member: PortalMemberView): void }) {
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

function AddPortalUser({ portal }: { portal: PortalView }) {
  const form = useSelector(selectPortalAddForm);
  // a new serial (user added) starts the form afresh
  return <AddPortalUserFields key={`${portal.id}:${form.portalId === portal.id ? form.serial : 0}`} portal={portal} />;
}

function AddPortalUserFields({ portal }: { portal: PortalView }) {
  const { t, i18n } = useCatalog('portals', portalsCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectPortalAddForm);
  const persons = useSelector(selectPersons)[portal.contact_id];
  const [personId, setPersonId] = useState('');
  const [extended, setExtended] = useState(false);
  const inPortal = new Set(portal.members.map((member) => member.person_id));
  const mine = form.portalId === portal.id;
  const submitting = mine && form.status === 'submitting';
  const options = persons?.persons ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (personId)
      dispatch(portalsActions.memberAddRequested({ portalId: portal.id, input: { person_id: personId, extended_permissions: extended } }));
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t('add.title')}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('add.title')}
      </Typography>
      {mine && form.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(form.error, localeFrom(i18n.language))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('add.person')}
          value={personId}
          onChange={(event) => setPersonId(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {options.length === 0 && (
            <MenuItem value="" disabled>
              {t('add.noPersons')}
            </MenuItem>
          )}
          {options.map((person) => (
            <MenuItem key={person.id} value={person.id} disabled={inPortal.has(person.id) || !person.email}>
              {person.name}
              {inPortal.has(person.id) ? ` – ${t('add.alreadyIn')}` : !person.email ? ` – ${t('add.noEmail')}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={extended} onChange={(_event, checked) => setExtended(checked)} />} label={t('add.extended')} />
        <Button type="submit" variant="contained" disabled={!personId || submitting}>
          {t('add.submit')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('add.hint')}
      </Typography>
    </Box>
  );
}
