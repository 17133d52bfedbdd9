import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { OFFER_COMMENT_MAX, type OfferView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailItem, DetailList } from '../../components/DetailList';
import { EditButton } from '../../components/EditButton';
import { BackToList, itemLoadGate } from '../../components/ItemLoadState';
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
import { selectUser } from '../session';
import { calculationValuesOf, ratesInCents } from './offer-calculation';
import { OFFER_DIFF_FIELDS } from './offer-fields';
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
import { OfferEditForm } from './OfferEditForm';
import { OfferStatusChip } from './OfferStatusChip';
import { OfferStatusControl } from './OfferStatusControl';
import { OfferViewers } from './OfferViewers';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOfferDetail, selectOffers } from './offers.slice';

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
  const [tab, setTab] = useItemTabs(id, offersActions, detail.history.status);
  const [base, setBase] = useState<OfferView | null>(null);
  const [recalculating, setRecalculating] = useState(false);

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
      <ItemHeader
        number={view.number}
        title={shown.title}
        chips={
          <>
            <OfferStatusChip offer={shown} />
            <Chip
              size="small"
              variant="outlined"
              color={shown.published ? 'success' : 'default'}
              label={t(shown.published ? 'publishedStatus.published' : 'publishedStatus.draft')}
            />
          </>
        }
        viewers={viewers}
        selfId={selfId}
      >
        {mayEdit && <OfferStatusControl offer={view} disabled={detail.busy} />}
        <WatchSwitch
          watching={watching}
          disabled={detail.busy || detail.deleted}
          label={watching ? t('detail.watching') : t('detail.watch')}
          onChange={(next) => dispatch(offersActions.watchRequested({ id, watching: next }))}
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
          <DeleteItemButton
            label={t('detail.delete')}
            title={t('detail.deleteTitle')}
            text={t('detail.deleteText', { title: view.title })}
            disabled={detail.busy || detail.deleted}
            onDelete={() => dispatch(offersActions.deleteRequested({ id, version: view.version }))}
          />
        )}
      </ItemHeader>

      {detail.deleted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.deleted')}
        </Alert>
      )}
      <PastVersionAlert past={detail.past} onClose={() => dispatch(offersActions.pastVersionClosed())} />

      <ItemTabs value={tab} onChange={setTab} label={t('detail.tabs')} overviewLabel={t('detail.overview')} historyLabel={t('detail.historyTab')} />

      {tab === 'history' && (
        <ItemHistory kind="offer" current={view} detail={detail} names={names} words={words} fields={OFFER_DIFF_FIELDS} actions={offersActions} />
      )}

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
                <Button sx={{ mt: 1 }} disabled={detail.busy} onClick={() => setRecalculating(true)}>
                  {t('calculation.recalculate')}
                </Button>
              )}
            </Paper>
          )}

          <Stack spacing={3}>
            <OfferViewers offerId={id} viewers={shown.viewers} staff={staff} names={names} busy={detail.busy} canEdit={mayEdit} />
            <ItemComments
              kind="offer"
              item={shown}
              actions={offersActions}
              texts={{ title: t('fields.comments'), disabled: t('comments.disabled') }}
              maxLength={OFFER_COMMENT_MAX}
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
        open={recalculating}
        title={t('calculation.recalculateTitle')}
        text={t('calculation.recalculateText')}
        confirmLabel={t('calculation.recalculate')}
        onConfirm={() => {
          setRecalculating(false);
          dispatch(offersActions.recalculateRequested({ id, version: view.version }));
        }}
        onClose={() => setRecalculating(false)}
      />
    </Box>
  );
}
