import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { PROTOCOL_COMMENT_MAX, type ProtocolView } from '@kollab/contracts';
import { DetailItem, DetailList } from '../../components/DetailList';
import { EditButton } from '../../components/EditButton';
import { BackToList } from '../../components/ItemLoadState';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import {
  ConflictDialog,
  DeleteItemButton,
  ItemComments,
  ItemHeader,
  ItemHistory,
  ItemTabs,
  PastVersionAlert,
  usePresence,
  useItemTabs,
  WatchSwitch,
} from '../collab';
import { selectRoles, selectUser } from '../session';
import { PROTOCOL_DIFF_FIELDS } from './protocol-fields';
import { isStaffView, type ShownProtocol } from './protocol-push';
import { selectTeamNames, selectTypeTitles, selectUserNames, useProtocolLookups } from './protocol-lookups';
import { protocolLabels } from './protocol-labels';
import { ProtocolEditForm } from './ProtocolEditForm';
import { ProtocolFiles } from './ProtocolFiles';
import { ProtocolContacts, ProtocolTasks } from './ProtocolLinks';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocolDetail } from './protocols.slice';

/**
 * /protocols/:id: the protocol (body through SafeHtml), who else has it open, editing with
 * If-Match (a 409 opens the conflict), attendees, distribution list, watch, linked contacts
 * and tasks, files, comments, print, delete; the history tab with versions and a diff.
 * Portal users see the shared fields read-only (comments and downloads stay theirs).
 * Edit (fields, attendees, distribution list), links and uploads show only with `can.edit`,
 * delete only with `can.delete` (the GET's answer of the one policy); watching and
 * comments need only read.
 */
export function ProtocolPage({ id }: { id: string }) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectProtocolDetail);
  const roles = useSelector(selectRoles);
  const user = useSelector(selectUser);
  const names = useSelector(selectUserNames);
  const typeTitles = useSelector(selectTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const isStaff = roles.includes('user');
  // portal users read no lookups: their view carries the type's title and the names it shows
  useProtocolLookups(isStaff ? ['types', 'teams', 'users'] : []);
  const selfId = user?.id ?? '';
  const viewers = usePresence('protocol', id);
  const [tab, setTab] = useItemTabs(id, protocolsActions, detail.history.status);
  const [base, setBase] = useState<ProtocolView | null>(null);

  const words = useMemo(
    () => protocolLabels({ t, names, typeTitles, teamNames, contactNames: detail.contactNames }),
    [t, names, typeTitles, teamNames, detail.contactNames],
  );

  if (detail.status === 'failed' && !detail.view) {
    const missing = detail.error?.status === 404 || detail.error?.status === 403;
    return (
      <Box>
        <BackLink />
        <Alert
          severity="error"
          action={
            !missing && (
              <Button color="inherit" size="small" onClick={() => dispatch(protocolsActions.opened({ id }))}>
                {t('detail.retry')}
              </Button>
            )
          }
        >
          {missing ? t('detail.notFound') : t('detail.loadError')}
        </Alert>
      </Box>
    );
  }
  const view = detail.view;
  if (!view || view.id !== id) {
    return (
      <Box>
        <BackLink />
        <Typography role="status">{t('common:loading')}</Typography>
      </Box>
    );
  }

  const past = detail.past?.view ?? null;
  const shown: ShownProtocol = past ?? view;
  const staffView = isStaffView(view) ? view : null;
  const readOnly = !staffView || past !== null || detail.deleted;
  // What the policy lets me do (GET's `can`): controls I may not use are not offered.
  const canEdit = staffView !== null && detail.can?.edit === true;
  const mayEdit = !readOnly && canEdit;
  const canDelete = staffView !== null && detail.can?.delete === true;
  const editing = detail.editing && base !== null && staffView !== null;
  const watching = staffView?.watchers.includes(selfId) ?? false;
  const userList = (ids: readonly string[]) =>
    ids
      .map((userId) => names[userId] ?? '')
      .filter(Boolean)
      .join(', ');

  return (
    <Box>
      <BackLink />
      <ItemHeader
        number={view.number}
        title={shown.title}
        chips={
          staffView && (
            <Chip
              size="small"
              variant="outlined"
              color={staffView.published ? 'success' : 'default'}
              label={t(staffView.published ? 'status.published' : 'status.draft')}
            />
          )
        }
        viewers={viewers}
        selfId={selfId}
      >
        {staffView && (
          <WatchSwitch
            watching={watching}
            disabled={detail.busy || detail.deleted}
            label={watching ? t('detail.watching') : t('detail.watch')}
            onChange={(next) => dispatch(protocolsActions.watchRequested({ id, watching: next }))}
          />
        )}
        <Button
          startIcon={<PrintIcon />}
          onClick={() => dispatch(protocolsActions.printRequested({ id, name: view.number ?? view.title }))}
          disabled={detail.deleted}
        >
          {t('detail.print')}
        </Button>
        {staffView && !editing && canEdit && (
          <EditButton
            disabled={readOnly}
            onClick={() => {
              setBase(staffView);
              setTab('overview');
              dispatch(protocolsActions.editStarted());
            }}
          />
        )}
        {canDelete && (
          <DeleteItemButton
            label={t('detail.delete')}
            title={t('detail.deleteTitle')}
            text={t('detail.deleteText', { title: view.title })}
            disabled={detail.busy || detail.deleted}
            onDelete={() => dispatch(protocolsActions.deleteRequested({ id, version: view.version }))}
          />
        )}
      </ItemHeader>

      {detail.deleted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.deleted')}
        </Alert>
      )}
      {!staffView && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.readOnly')}
        </Alert>
      )}
      <PastVersionAlert past={detail.past} onClose={() => dispatch(protocolsActions.pastVersionClosed())} />

      {staffView && (
        <ItemTabs value={tab} onChange={setTab} label={t('detail.tabs')} overviewLabel={t('detail.overview')} historyLabel={t('detail.historyTab')} />
      )}

      {tab === 'history' && staffView && (
        <ItemHistory
          kind="protocol"
          current={staffView}
          detail={detail}
          names={names}
          words={words}
          fields={PROTOCOL_DIFF_FIELDS}
          actions={protocolsActions}
        />
      )}

      {tab === 'overview' && (
        <>
          {editing && base ? (
            <ProtocolEditForm key={detail.save.serial} base={base} />
          ) : (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <DetailList>
                <DetailItem label={t('fields.date')}>{formatDate(shown.date)}</DetailItem>
                <DetailItem label={t('fields.type')}>{shown.type ? (typeTitles[shown.type] ?? '') : ''}</DetailItem>
                {isStaffView(shown) && (
                  <DetailItem label={t('fields.teams')}>{shown.teams.map((team) => teamNames[team] ?? '').join(', ')}</DetailItem>
                )}
                <DetailItem label={t('fields.author')}>{names[shown.author] ?? ''}</DetailItem>
                <DetailItem label={t('fields.attendees')}>{userList(shown.attendees)}</DetailItem>
                {isStaffView(shown) && <DetailItem label={t('fields.viewers')}>{userList(shown.viewers)}</DetailItem>}
                {shown.published_at && <DetailItem label={t('fields.published_at')}>{formatDateTime(shown.published_at)}</DetailItem>}
              </DetailList>
              <Divider sx={{ mb: 2 }} />
              {shown.body ? (
                <SafeHtml html={shown.body} label={t('fields.body')} />
              ) : (
                <Typography color="text.secondary">{t('detail.noBody')}</Typography>
              )}
            </Paper>
          )}

          <Stack spacing={3}>
            <ItemComments
              kind="protocol"
              item={shown}
              actions={protocolsActions}
              texts={{ title: t('fields.comments'), disabled: t('comments.disabled') }}
              maxLength={PROTOCOL_COMMENT_MAX}
              selfId={selfId}
              names={names}
              busy={detail.busy}
              readOnly={past !== null || detail.deleted}
            />
            <ProtocolFiles protocolId={id} files={shown.files} busy={detail.busy} canEdit={mayEdit} />
            {isStaff && <ProtocolTasks protocolId={id} busy={detail.busy} canEdit={mayEdit} />}
            {isStaffView(shown) && (
              <ProtocolContacts protocolId={id} links={shown.contacts} names={detail.contactNames} busy={detail.busy} canEdit={mayEdit} />
            )}
          </Stack>
        </>
      )}

      <ConflictDialog
        open={detail.conflict !== null}
        conflict={detail.conflict?.conflict ?? null}
        words={words}
        onReapply={() => dispatch(protocolsActions.conflictReapplied())}
        onDiscard={() => dispatch(protocolsActions.conflictDiscarded())}
      />
    </Box>
  );
}

function BackLink() {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  return <BackToList to="/protocols" label={t('detail.back')} />;
}
