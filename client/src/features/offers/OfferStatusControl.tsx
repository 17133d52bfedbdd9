import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { OFFER_OUTCOMES, SETTABLE_OFFER_STATUSES, type OfferOutcome, type OfferView, type SettableOfferStatus } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions } from './offers.slice';

/**
 * The status of an offer (`can.edit`): open, in progress, closed (PATCH …/status). Closing
 * asks how it ended (accepted or declined: the outcome is required); overdue is the
 * system's and only shown.
 */
export function OfferStatusControl({ offer, disabled }: { offer: OfferView; disabled: boolean }) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const id = useId();
  const [closing, setClosing] = useState(false);
  const [outcome, setOutcome] = useState<OfferOutcome | null>(null);

  const choose = (status: SettableOfferStatus) => {
    if (status === offer.status) return;
    if (status === 'closed') {
      setOutcome(null);
      setClosing(true);
      return;
    }
    dispatch(offersActions.statusRequested({ id: offer.id, version: offer.version, status }));
  };
  const close = () => {
    if (!outcome) return;
    setClosing(false);
    dispatch(offersActions.statusRequested({ id: offer.id, version: offer.version, status: 'closed', outcome }));
  };

  return (
    <>
      <TextField
        select
        size="small"
        label={t('detail.changeStatus')}
        value={offer.status}
        onChange={(event) => choose(event.target.value as SettableOfferStatus)}
        disabled={disabled}
        sx={{ minWidth: 190 }}
      >
        {SETTABLE_OFFER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
        {offer.status === 'overdue' && (
          <MenuItem value="overdue" disabled>
            {t('status.overdue')}
          </MenuItem>
        )}
      </TextField>
      <Dialog open={closing} onClose={() => setClosing(false)} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{t('detail.closeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{t('detail.closeText')}</DialogContentText>
          <RadioGroup aria-labelledby={`${id}-text`} value={outcome ?? ''} onChange={(event) => setOutcome(event.target.value as OfferOutcome)}>
            {OFFER_OUTCOMES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(`outcome.${value}`)} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(false)}>{t('form.cancel')}</Button>
          <Button variant="contained" disabled={!outcome} onClick={close}>
            {t('detail.closeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
