import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { OFFER_CALCULATION_FIELDS, type OfferCalculationField, type OfferRateValues } from '@kollab/contracts/offers/offer.money';
import { localeFrom, type OfferTypeView, type TeamView } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldMessages } from '../../lib/validation';
import { PublishSwitches, TemplateDialog, TitleField, TypeSelect, useTemplateLoader } from '../collab';
import { calculationMessages, parseCalculation } from './offer-calculation';
import type { OfferFormValues } from './offer-fields';
import { OfferCalculationPanel } from './OfferCalculationPanel';
import { OfferContactPicker } from './OfferContactPicker';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOffers } from './offers.slice';

export interface OfferFormFieldsProps {
  values: OfferFormValues;
  onChange<K extends keyof OfferFormValues>(field: K, value: OfferFormValues[K]): void;
  messages: FieldMessages;
  types: readonly OfferTypeView[];
  teams: readonly TeamView[];
  /** The rates the panel computes with (cents per hour): the current ones for a new offer, the kept ones for an edit. */
  rates: OfferRateValues;
  /** Which rates those are (under the panel). */
  rateNote: ReactNode;
  /** A closed offer: its calculation stays fixed until it is reopened. */
  calculationLocked?: boolean;
}

const UNITS: Record<OfferCalculationField, string> = {
  materialprice: '€',
  transportkosten: '€',
  provision: '%',
  fertigungsstunden: 'h',
  konstruktionsstunden: 'h',
  kundendienststunden: 'h',
  prueffeld: 'h',
};

/**
 * The fields of an offer (new and edit): title, type (loading its template asks when the
 * description has content), team, contact and contact person, valid until, the description
 * in the rich-text editor, the calculation fields with the panel that recomputes as one
 * types (field errors at once: at most 2 decimals, not negative, within the maximum),
 * comments and publish.
 */
export function OfferFormFields({ values, onChange, messages, types, teams, rates, rateNote, calculationLocked }: OfferFormFieldsProps) {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const language = i18n.language;
  const dispatch = useDispatch();
  const { contacts } = useSelector(selectOffers);
  const template = useTemplateLoader(values.description, (html) => onChange('description', html));

  const chooseType = (typeId: string) => {
    onChange('type', typeId);
    template.load(types.find((type) => type.id === typeId)?.template ?? null);
  };
  const chooseContact = (contactId: string) => {
    onChange('contact', contactId);
    if (contactId !== values.contact) onChange('contact_person', '');
    if (contactId) dispatch(offersActions.contactsWanted([contactId]));
  };

  const parsed = parseCalculation(values, language);
  // what is typed is checked as it is typed (the server's rules, its words)
  const shown: FieldMessages = { ...messages, ...calculationMessages(parsed, localeFrom(language)) };
  const persons = values.contact ? (contacts[values.contact]?.persons ?? []) : [];
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? t('form.unknownTeam');

  return (
    <Stack spacing={2}>
      <TitleField label={t('fields.title')} value={values.title} message={shown.title} onChange={(title) => onChange('title', title)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TypeSelect
          label={t('fields.type')}
          value={values.type}
          types={types}
          noneLabel={t('form.none')}
          message={shown.type}
          onChange={chooseType}
        />
        <TextField
          select
          label={t('fields.team')}
          name="team"
          value={values.team}
          onChange={(event) => onChange('team', event.target.value)}
          error={Boolean(shown.team)}
          helperText={shown.team}
          fullWidth
        >
          <MenuItem value="">{t('form.none')}</MenuItem>
          {[...new Set([...teams.map((team) => team.id), ...(values.team ? [values.team] : [])])].map((id) => (
            <MenuItem key={id} value={id}>
              {teamName(id)}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label={t('fields.valid_until')}
          name="valid_until"
          value={values.valid_until}
          onChange={(date) => onChange('valid_until', date)}
          error={Boolean(shown.valid_until)}
          helperText={shown.valid_until}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OfferContactPicker
          label={t('fields.contact')}
          value={values.contact}
          onChange={chooseContact}
          error={Boolean(shown.contact)}
          helperText={shown.contact}
        />
        <TextField
          select
          label={t('fields.contact_person')}
          name="contact_person"
          value={values.contact_person}
          onChange={(event) => onChange('contact_person', event.target.value)}
          error={Boolean(shown.contact_person)}
          helperText={
            shown.contact_person ?? (!values.contact ? t('form.chooseContactFirst') : persons.length === 0 ? t('form.noPersons') : undefined)
          }
          disabled={!values.contact}
          fullWidth
        >
          <MenuItem value="">{t('form.none')}</MenuItem>
          {persons.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
          {values.contact_person && !persons.some((person) => person.id === values.contact_person) && (
            <MenuItem value={values.contact_person}>{t('form.unknownContact')}</MenuItem>
          )}
        </TextField>
      </Stack>
      <RichTextEditor
        key={template.editorKey}
        label={t('fields.description')}
        value={values.description}
        onChange={(html) => onChange('description', html)}
        error={Boolean(shown.description)}
        helperText={shown.description}
      />

      <Typography variant="subtitle1" component="h2">
        {t('calculation.title')}
      </Typography>
      {calculationLocked && <Alert severity="info">{t('form.calculationClosed')}</Alert>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {OFFER_CALCULATION_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`fields.${field}`)}
            name={field}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(shown[field])}
            helperText={shown[field]}
            placeholder={language.startsWith('de') ? '0,00' : '0.00'}
            disabled={calculationLocked}
            sx={{ width: { xs: '100%', sm: 220 } }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              // the label always above the field: the long German labels never run into the unit
              inputLabel: { shrink: true },
              input: { endAdornment: <InputAdornment position="end">{UNITS[field]}</InputAdornment> },
            }}
          />
        ))}
      </Stack>
      <OfferCalculationPanel values={parsed.values} rates={rates} note={rateNote} titled={false} />

      <PublishSwitches
        values={values}
        onChange={onChange}
        texts={{ comments: t('fields.comments_enabled'), published: t('fields.published'), hint: t('form.publishHint') }}
        message={shown.published}
      />
      <TemplateDialog {...template.dialog} />
    </Stack>
  );
}
