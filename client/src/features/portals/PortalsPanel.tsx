import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { CreatePortalDialog, memberName } from './CreatePortalDialog';
import { PortalDetails } from './PortalDetails';
import { portalsCatalog } from './portals.catalog';
import { portalsActions, selectAllPortals, selectPortalDialog, selectPortalsList, selectPortalsStaff } from './portals.slice';

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
