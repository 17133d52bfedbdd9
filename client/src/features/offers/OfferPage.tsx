import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, Divider, FormControlLabel, Link, Paper, Stack, Switch, Tab, Tabs, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import type { OfferView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailItem, DetailList } from '../../components/DetailList';
import { EditButton } from '../../components/EditButton';
import { BackToList, itemLoadGate } from '../../components/ItemLoadState';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { ConflictDialog, PresenceBar, usePresence } from '../collab';
import { selectUser } from '../session';
import { calculationValuesOf, ratesInCents } from './offer-calculation';
import { offerLabels } from './offer-labels';
import {
  selectContactNames,
  selectPersonNames,
  selectStaffChoices,
  selectTeamNames,
  selectTypeTitles,
  selectUserNames,
  useOfferLookups,
} from './offer-lookups';
import { OfferCalculationPanel } from './OfferCalculationPanel';
import { OfferComments } from './OfferComments';
import { OfferEditForm } from './OfferEditForm';
import { OfferHistory } from './OfferHistory';
import { OfferStatusChip } from './OfferStatusChip';
import { OfferStatusControl } from './OfferStatusControl';
import { OfferViewers } from './OfferViewers';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOfferDetail, selectOffers } from './offers.slice';

type Confirming = 'delete' | 'recalculate' | null;

/**
 * /offers/:id: the offer (description through SafeHtml) and its calculation with the rates it
 * keeps, who else has it open, editing with If-Match (a 409 opens the conflict), status and
 * outcome, publish, recalculation with the current rates, watch, viewers, comments, print,
 * delete; the history tab with versions and a diff. Editing controls (fields, status,
 * publish, recalculate, viewers) show only with `can.edit`, delete only with `can.delete`
 * (the GET's answer of the one policy); watching and comments need only read.
 */
export function OfferPage({ id }: { id: string }) {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectOfferDetail);
  const { contacts } = useSelector(selectOffers);
  const user = useSelector(selectUser);
  const names = useSelector(selectUserNames);
  const typeTitles = useSelector(selectTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const contactNames = useSelector(selectContactNames);
  const personNames = useSelector(selectPersonNames);
  const staff = useSelector(selectStaffChoices);
  useOfferLookups(['types', 'teams', 'users']);
  const selfId = user?.id ?? '';
  const viewers = usePresence('offer', id);
  const [tab, setTab] = useState<'overview' | 'history'>('overview');
  const [base, setBase] = useState<OfferView | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  useEffect(() => {
    dispatch(offersActions.opened({ id }));
    setTab('overview');
    return () => {
      dispatch(offersActions.closed());
    };
  }, [dispatch, id]);
  useEffect(() => {
    if (tab === 'history' && detail.history.status === 'idle') dispatch(offersActions.historyRequested());
  }, [dispatch, tab, detail.history.status]);

  const words = useMemo(
    () => offerLabels({ t, language: i18n.language, names, typeTitles, teamNames, contactNames, personNames }),
    [t, i18n.language, names, typeTitles, teamNames, contactNames, personNames],
  );

  const back = <BackToList to="/offers" label={t('detail.back')} />;
  const gate = itemLoadGate(detail, id, {
    back,
    t: (key) => t(key === 'notFound' ? 'detail.notFound' : key === 'loadFailed' ? 'detail.loadError' : key),
    onRetry: () => dispatch(offersActions.opened({ id })),
  });
  if (gate) return gate;
  const view = detail.view;
  if (!view) return null;

  const past = detail.past?.view ?? null;
  const shown: OfferView = past ?? view;
  const readOnly = past !== null || detail.deleted;
  // What the policy lets me do (GET's `can`): controls I may not use are not offered.
  const canEdit = detail.can?.edit === true;
  const mayEdit = !readOnly && canEdit;
  const canDelete = detail.can?.delete === true;
  const editing = detail.editing && base !== null;
  const watching = view.watchers.includes(selfId);
  const closed = view.status === 'closed';
  const contact = shown.contact ? contacts[shown.contact] : undefined;
  const person = contact?.persons.find((entry) => entry.id === shown.contact_person);
  const printName = view.number ?? view.title;

  return (
    <Box>
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {view.number ? `${view.number} · ` : ''}
            {shown.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
            <OfferStatusChip offer={shown} />
            <Chip
              size="small"
              variant="outlined"
              color={shown.published ? 'success' : 'default'}
              label={t(shown.published ? 'publishedStatus.published' : 'publishedStatus.draft')}
            />
            <PresenceBar viewers={viewers} selfId={selfId} />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          {mayEdit && <OfferStatusControl offer={view} disabled={detail.busy} />}
          <FormControlLabel
            control={
              <Switch
                checked={watching}
                disabled={detail.busy || detail.deleted}
                onChange={(event) => dispatch(offersActions.watchRequested({ id, watching: event.target.checked }))}
              />
            }
            label={watching ? t('detail.watching') : t('detail.watch')}
          />
          <Button startIcon={<PrintIcon />} onClick={() => dispatch(offersActions.printRequested({ id, name: printName }))} disabled={detail.deleted}>
            {t('detail.print')}
          </Button>
          {mayEdit && !editing && (
            <Button
              disabled={detail.busy}
              onClick={() => dispatch(offersActions.publishRequested({ id, version: view.version, published: !view.published }))}
            >
              {view.published ? t('detail.unpublish') : t('detail.publish')}
            </Button>
          )}
          {!editing && canEdit && (
            <EditButton
              disabled={readOnly}
              onClick={() => {
                setBase(view);
                setTab('overview');
                dispatch(offersActions.editStarted());
              }}
            />
          )}
          {canDelete && (
            <Button startIcon={<DeleteIcon />} color="error" disabled={detail.busy || detail.deleted} onClick={() => setConfirming('delete')}>
              {t('detail.delete')}
            </Button>
          )}
        </Stack>
      </Stack>

      {detail.deleted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.deleted')}
        </Alert>
      )}
      {detail.past && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(offersActions.pastVersionClosed())}>
              {t('history.close')}
            </Button>
          }
        >
          {detail.past.status === 'failed'
            ? t('history.pastError')
            : detail.past.version !== null
              ? t('history.asItWas', { version: detail.past.version })
              : t('history.asItWasAt', { when: formatDateTime(detail.past.at) })}
        </Alert>
      )}

      <Tabs value={tab} onChange={(_event, value: 'overview' | 'history') => setTab(value)} aria-label={t('detail.tabs')} sx={{ mb: 2 }}>
        <Tab value="overview" label={t('detail.overview')} />
        <Tab value="history" label={t('detail.historyTab')} />
      </Tabs>

      {tab === 'history' && <OfferHistory current={view} names={names} words={words} />}

      {tab === 'overview' && (
        <>
          {editing && base ? (
            <OfferEditForm key={detail.save.serial} base={base} />
          ) : (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <DetailList>
                <DetailItem label={t('fields.contact')}>
                  {shown.contact && (
                    <Link component={RouterLink} to={`/contacts/${shown.contact}`}>
                      {contactNames[shown.contact] || t('form.unknownContact')}
                    </Link>
                  )}
                </DetailItem>
                <DetailItem label={t('fields.contact_person')}>{person?.name ?? ''}</DetailItem>
                <DetailItem label={t('fields.valid_until')}>{formatDate(shown.valid_until)}</DetailItem>
                <DetailItem label={t('fields.type')}>{shown.type ? (typeTitles[shown.type] ?? '') : ''}</DetailItem>
                <DetailItem label={t('fields.team')}>{shown.team ? (teamNames[shown.team] ?? '') : ''}</DetailItem>
                <DetailItem label={t('fields.author')}>{names[shown.created_by] ?? ''}</DetailItem>
                {shown.outcome && <DetailItem label={t('fields.outcome')}>{t(`outcome.${shown.outcome}`)}</DetailItem>}
                {shown.published_at && <DetailItem label={t('fields.published_at')}>{formatDateTime(shown.published_at)}</DetailItem>}
              </DetailList>
              <Divider sx={{ mb: 2 }} />
              {shown.description ? (
                <SafeHtml html={shown.description} label={t('fields.description')} />
              ) : (
                <Typography color="text.secondary">{t('detail.noDescription')}</Typography>
              )}
              <Divider sx={{ my: 2 }} />
              <OfferCalculationPanel
                values={calculationValuesOf(shown)}
                rates={ratesInCents(shown.rates)}
                note={closed ? t('calculation.closedFixed') : t('calculation.keptRates')}
              />
              {mayEdit && !closed && (
                <Button sx={{ mt: 1 }} disabled={detail.busy} onClick={() => setConfirming('recalculate')}>
                  {t('calculation.recalculate')}
                </Button>
              )}
            </Paper>
          )}

          <Stack spacing={3}>
            <OfferViewers offerId={id} viewers={shown.viewers} staff={staff} names={names} busy={detail.busy} canEdit={mayEdit} />
            <OfferComments
              offerId={id}
              comments={shown.comments}
              enabled={shown.comments_enabled}
              selfId={selfId}
              names={names}
              busy={detail.busy}
              readOnly={readOnly}
            />
          </Stack>
        </>
      )}

      <ConflictDialog
        open={detail.conflict !== null}
        conflict={detail.conflict?.conflict ?? null}
        words={words}
        onReapply={() => dispatch(offersActions.conflictReapplied())}
        onDiscard={() => dispatch(offersActions.conflictDiscarded())}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('detail.deleteTitle')}
        text={t('detail.deleteText', { title: view.title })}
        confirmLabel={t('detail.delete')}
        destructive
        onConfirm={() => {
          setConfirming(null);
          dispatch(offersActions.deleteRequested({ id, version: view.version }));
        }}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'recalculate'}
        title={t('calculation.recalculateTitle')}
        text={t('calculation.recalculateText')}
        confirmLabel={t('calculation.recalculate')}
        onConfirm={() => {
          setConfirming(null);
          dispatch(offersActions.recalculateRequested({ id, version: view.version }));
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
