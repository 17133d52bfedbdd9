import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, localeFrom, type MemberView, type PortalMemberView, type PortalView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCatalog } from '../../lib/i18n-catalog';
import { AddPortalUser } from './AddPortalUser';
import { memberName } from './CreatePortalDialog';
import { PortalUsers } from './PortalUsers';
import { portalsCatalog } from './portals.catalog';
import { canLookAfter, portalsActions, selectPortalRefusal, selectPortalsBusy } from './portals.slice';

/** An opened portal: who looks after it, its portal users, adding one, and deleting the portal. */
export function PortalDetails({ portal, staff }: { portal: PortalView; staff: readonly MemberView[] }) {
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
