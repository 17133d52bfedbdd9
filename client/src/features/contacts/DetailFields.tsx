import {
  Box,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Rating,
  TextField,
  Typography,
} from '@mui/material';
import type { FormElement, MemberView } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import type { FieldMessages } from '../../lib/validation';
import type { DetailInput } from './contact-form-values';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

export interface DetailFieldsProps {
  elements: readonly FormElement[];
  values: Record<string, DetailInput>;
  /** Keyed `details.<key>`. */
  messages: FieldMessages;
  users: readonly MemberView[];
  onChange(key: string, value: DetailInput): void;
}

/** The account's contact form (seed §3 form builder elements), one input per element. */
export function DetailFields({ elements, values, messages, users, onChange }: DetailFieldsProps) {
  return (
    <>
      {elements.map((element) => (
        <DetailField
          key={element.key}
          element={element}
          value={values[element.key]}
          message={messages[`details.${element.key}`]}
          users={users}
          onChange={(value) => onChange(element.key, value)}
        />
      ))}
    </>
  );
}

interface DetailFieldProps {
  element: FormElement;
  value: DetailInput | undefined;
  message: string | undefined;
  users: readonly MemberView[];
  onChange(value: DetailInput): void;
}

function DetailField({ element, value, message, users, onChange }: DetailFieldProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const id = `detail-${element.key}`;
  const helper = message ?? element.helpblock ?? undefined;
  const text = typeof value === 'string' ? value : '';
  switch (element.type) {
    case 'divider':
      return (
        <Box sx={{ pt: 1 }}>
          <Divider />
          {element.label && (
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {element.label}
            </Typography>
          )}
          {element.helpblock && (
            <Typography variant="caption" color="text.secondary">
              {element.helpblock}
            </Typography>
          )}
        </Box>
      );
    case 'checkbox':
      return (
        <FormControl error={!!message} required={element.required}>
          <FormControlLabel control={<Checkbox checked={value === true} onChange={(_event, checked) => onChange(checked)} />} label={element.label} />
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'radio':
      return (
        <FormControl error={!!message} required={element.required}>
          <FormLabel id={`${id}-label`}>{element.label}</FormLabel>
          <RadioGroup row aria-labelledby={`${id}-label`} value={text} onChange={(_event, picked) => onChange(picked)}>
            {(element.options ?? []).map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'multiple': {
      const picked = Array.isArray(value) ? value : [];
      return (
        <FormControl component="fieldset" error={!!message} required={element.required}>
          <FormLabel component="legend">{element.label}</FormLabel>
          <FormGroup row>
            {(element.options ?? []).map((option) => (
              <FormControlLabel
                key={option}
                label={option}
                control={
                  <Checkbox
                    checked={picked.includes(option)}
                    onChange={(_event, checked) => onChange(checked ? [...picked, option] : picked.filter((item) => item !== option))}
                  />
                }
              />
            ))}
          </FormGroup>
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    }
    case 'rating':
      return (
        <FormControl error={!!message} required={element.required}>
          <FormLabel id={`${id}-label`}>{element.label}</FormLabel>
          <Rating
            name={id}
            max={element.max ?? 5}
            value={typeof value === 'number' ? value : null}
            onChange={(_event, rating) => onChange(rating)}
            aria-labelledby={`${id}-label`}
          />
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'dropdown':
    case 'user':
      return (
        <TextField
          select
          id={id}
          label={element.label}
          value={text}
          required={element.required}
          error={!!message}
          helperText={helper}
          onChange={(event) => onChange(event.target.value)}
          fullWidth
        >
          <MenuItem value="">{t('form.none')}</MenuItem>
          {element.type === 'dropdown'
            ? (element.options ?? []).map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))
            : users.map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {user.full_name || user.username}
                </MenuItem>
              ))}
        </TextField>
      );
    case 'date':
    case 'date-time':
    case 'time':
      return (
        <DateField
          kind={element.type}
          label={element.label}
          value={text}
          required={element.required}
          error={!!message}
          helperText={helper}
          onChange={onChange}
          fullWidth
        />
      );
    default:
      return (
        <TextField
          id={id}
          label={element.label}
          value={text}
          type={element.type === 'number' ? 'number' : 'text'}
          placeholder={element.placeholder ?? undefined}
          required={element.required}
          error={!!message}
          helperText={helper}
          multiline={element.type === 'long-text'}
          minRows={element.type === 'long-text' ? 3 : undefined}
          onChange={(event) => onChange(event.target.value)}
          fullWidth
        />
      );
  }
}
