import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BackToList, itemLoadGate } from '../../components/ItemLoadState';
import { formatDateTime } from '../../lib/dates';
import { contactsActions, selectContactDetail } from './contacts.slice';
import { selectTypeTitles, selectUserNames, useContactLookups } from './contact-lookups';
import { ContactDialog } from './ContactDialog';
import { ContactHistory } from './ContactHistory';
import { ContactLogo } from './ContactLogo';
import { ContactOverview } from './ContactOverview';
import { ContactPersons } from './ContactPersons';
import { ContactPortal } from './ContactPortal';
import { LinkedItems } from './LinkedItems';
import { LinkedOffers } from './LinkedOffers';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

export const CONTACT_TABS = ['overview', 'persons', 'tasks', 'protocols', 'offers', 'history'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export interface ContactPageProps {
  id: string;
  /** Managers see the contact's portal; nobody else reads it. */
  isManager: boolean;
  /** The manager's screen of the contact's portal. */
  portalPath: string;
  /** The offers tab: the account has the offers app and the user may use it (role user). */
  offers?: boolean;
}

/** /contacts/:id (seed §2, issue 5 items 7 and 8, issue 14): the contact, its persons, linked items and offers, portal and history. */
export function ContactPage({ id, isManager, portalPath, offers = false }: ContactPageProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectContactDetail);
  // the type's title, the users' names and the countries the contact shows (the saga reads the form)
  useContactLookups(['types', 'countries', 'users']);
  const typeTitles = useSelector(selectTypeTitles);
  const userNames = useSelector(selectUserNames);
  const [params, setParams] = useSearchParams();
  const tabs = offers ? CONTACT_TABS : CONTACT_TABS.filter((value) => value !== 'offers');
  const tab: ContactTab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as ContactTab) : 'overview';
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    dispatch(contactsActions.opened({ id, isManager }));
  }, [dispatch, id, isManager]);

  const chooseTab = (value: ContactTab) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  const back = <BackToList to="/contacts" label={t('backToList')} />;

  const gate = itemLoadGate(detail, id, { back, t, onRetry: () => dispatch(contactsActions.opened({ id, isManager })) });
  if (gate) return gate;
  const current = detail.view;
  if (!current) return null;
  const past = detail.past;
  const shown = past.version !== null && past.view ? past.view : current;
  const readOnly = past.version !== null || detail.deleted;

  return (
    <Box>
      {back}
      {detail.deleted && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/contacts">
              {t('backToList')}
            </Button>
          }
        >
          {t('deletedNotice')}
        </Alert>
      )}
      {past.version !== null && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(contactsActions.pastVersionClosed())}>
              {t('past.backToCurrent')}
            </Button>
          }
        >
          {past.status === 'failed'
            ? t('past.failed', { version: past.version })
            : t('past.banner', {
                version: past.version,
                when: formatDateTime(detail.history.entries.find((entry) => entry.version === past.version)?.occurred_at ?? past.view?.updated_at),
              })}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <ContactLogo
            name={shown.name}
            url={detail.logo && detail.logo.source === shown.logo ? detail.logo.url : null}
            hasLogo={shown.logo !== null}
            readOnly={readOnly}
            busy={detail.busy === 'logo'}
            onUpload={(file) => dispatch(contactsActions.logoUploadRequested({ id, version: current.version, file }))}
            onRemove={() => dispatch(contactsActions.logoRemoveRequested({ id, version: current.version }))}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
              {shown.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography color="text.secondary">{shown.number}</Typography>
              {typeTitles[shown.type] && <Chip size="small" label={typeTitles[shown.type]} />}
            </Stack>
          </Box>
          {!readOnly && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                onClick={() => {
                  dispatch(contactsActions.formNeeded());
                  dispatch(contactsActions.editorOpened({ mode: 'edit' }));
                }}
              >
                {t('edit.open')}
              </Button>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteIcon />}
                disabled={detail.busy === 'delete'}
                onClick={() => setConfirmDelete(true)}
              >
                {t('delete.open')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>

      <Tabs
        value={tab}
        onChange={(_event, value: ContactTab) => chooseTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ mb: 2 }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`contact-tab-${value}`}
            aria-controls={`contact-panel-${value}`}
            label={value === 'persons' ? t('tabs.personsCount', { count: shown.persons.length }) : t(`tabs.${value}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`contact-panel-${tab}`} aria-labelledby={`contact-tab-${tab}`}>
        {tab === 'overview' && (
          <Stack spacing={2}>
            <ContactOverview contact={shown} />
            {isManager && past.version === null && (
              <ContactPortal status={detail.portal.status} portal={detail.portal.view} userNames={userNames} portalPath={portalPath} />
            )}
          </Stack>
        )}
        {tab === 'persons' && <ContactPersons contact={shown} readOnly={readOnly} />}
        {(tab === 'tasks' || tab === 'protocols') && <LinkedItems kind={tab} />}
        {tab === 'offers' && <LinkedOffers />}
        {tab === 'history' && <ContactHistory onShowVersion={() => chooseTab('overview')} />}
      </Box>

      <ConfirmDialog
        open={confirmDelete}
        title={t('delete.title')}
        text={t('delete.text', { name: current.name })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => dispatch(contactsActions.deleteRequested({ id, version: current.version }))}
        onClose={() => setConfirmDelete(false)}
      />
      <ContactDialog />
    </Box>
  );
}
