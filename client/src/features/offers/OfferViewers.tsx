import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Autocomplete, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { MemberView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions } from './offers.slice';

export interface OfferViewersProps {
  offerId: string;
  viewers: readonly string[];
  /** Active staff (whom the picker offers). */
  staff: readonly MemberView[];
  names: Record<string, string>;
  busy: boolean;
  /** `can.edit` (and the current version): add and remove. */
  canEdit: boolean;
}

/** The offer's viewers (they read it, drafts included): added and removed with `can.edit`. */
export function OfferViewers({ offerId, viewers, staff, names, busy, canEdit }: OfferViewersProps) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const [pickerKey, setPickerKey] = useState(0);
  const name = (id: string) => names[id] ?? t('words.formerMember');
  const options = staff.filter((member) => !viewers.includes(member.id));

  return (
    <Box component="section" aria-labelledby="offer-viewers">
      <Typography id="offer-viewers" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('fields.viewers')}
      </Typography>
      {viewers.length === 0 && <Typography color="text.secondary">{t('viewers.none')}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {viewers.map((viewer) => (
          <Chip
            key={viewer}
            label={name(viewer)}
            onDelete={canEdit && !busy ? () => dispatch(offersActions.viewerRemoveRequested({ id: offerId, userId: viewer })) : undefined}
            deleteIcon={<CloseIcon aria-label={t('viewers.remove', { name: name(viewer) })} />}
          />
        ))}
      </Stack>
      {canEdit && (
        <Autocomplete<MemberView>
          key={pickerKey}
          size="small"
          options={options}
          disabled={busy}
          getOptionLabel={(member) => names[member.id] ?? member.username}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, member) => {
            if (!member) return;
            dispatch(offersActions.viewerAddRequested({ id: offerId, userId: member.id }));
            setPickerKey((value) => value + 1);
          }}
          renderInput={(params) => <TextField {...params} label={t('viewers.add')} />}
          sx={{ maxWidth: 360 }}
        />
      )}
    </Box>
  );
}
