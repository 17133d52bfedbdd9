import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Autocomplete, TextField } from '@mui/material';
import type { ContactView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOffers } from './offers.slice';

export interface OfferContactPickerProps {
  label: string;
  /** A contact id, or '' for none. */
  value: string;
  onChange(contactId: string): void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** Picks a contact by a search of GET v1/contacts (after a pause in typing); the chosen one is shown by number and name. */
export function OfferContactPicker({ label, value, onChange, error, helperText, size, disabled }: OfferContactPickerProps) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const { search, contacts } = useSelector(selectOffers);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (value && !(value in contacts)) dispatch(offersActions.contactsWanted([value]));
  }, [dispatch, value, contacts]);

  const chosen = value ? (contacts[value] ?? null) : null;
  const nameOf = (contact: ContactView) => (contact.number ? `${contact.number} · ${contact.name}` : contact.name);
  // not read yet: no name; unreadable (or gone): says so
  const placeholder = { id: value, name: value in contacts ? t('form.unknownContact') : '', number: '' } as ContactView;
  const known: ContactView | null = value ? (chosen ?? placeholder) : null;
  const options = known && !search.data.some((contact) => contact.id === known.id) ? [known, ...search.data] : search.data;

  return (
    <Autocomplete<ContactView>
      size={size}
      options={options}
      value={known}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(found) => found}
      loading={search.status === 'loading'}
      inputValue={text ?? (known ? nameOf(known) : '')}
      onInputChange={(_event, input, reason) => {
        if (reason !== 'input') return;
        setText(input);
        dispatch(offersActions.contactSearchRequested(input));
      }}
      onOpen={() => dispatch(offersActions.contactSearchRequested(text ?? ''))}
      onClose={() => setText(null)}
      onChange={(_event, contact) => {
        setText(null);
        onChange(contact?.id ?? '');
      }}
      disabled={disabled}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('form.contactSearch')} error={error} helperText={helperText} sx={{ minWidth: 240 }} />
      )}
    />
  );
}
