import { useState, type ReactNode } from 'react';
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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FormElement } from '@kollab/contracts/contacts/contact-form.schema';
import { DateField, type DateKind } from '../../components/DateField';
import { useCatalog } from '../../lib/i18n-catalog';
import { typesCatalog } from './types.catalog';

/** The contact detail form as a contact will show it: every element with its label, help text, placeholder and options. */
export function FormPreview({ elements }: { elements: readonly Partial<FormElement>[] }) {
  const { t } = useCatalog('types', typesCatalog);
  if (elements.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('form.previewEmpty')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} component="form" aria-label={t('form.preview')} onSubmit={(event) => event.preventDefault()}>
      {elements.map((element, index) => (
        <PreviewElement key={`${index}-${element.key}`} element={element} userPlaceholder={t('form.userPlaceholder')} />
      ))}
    </Stack>
  );
}

function PreviewElement({ element, userPlaceholder }: { element: Partial<FormElement>; userPlaceholder: string }) {
  const label = element.label?.trim() ?? '';
  const help = element.helpblock?.trim() || undefined;
  const placeholder = element.placeholder?.trim() || undefined;
  const required = element.required === true;
  const options = (element.options ?? []).filter((option) => option.trim() !== '');
  const text = (extra: object = {}) => ({ label, helperText: help, placeholder, required, fullWidth: true, size: 'small' as const, ...extra });
  const group = (content: ReactNode) => (
    <FormControl required={required} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      {content}
      {help && <FormHelperText>{help}</FormHelperText>}
    </FormControl>
  );

  switch (element.type) {
    case 'divider':
      return (
        <Box sx={{ pt: 1 }}>
          {label && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
          )}
          <Divider />
          {help && <FormHelperText>{help}</FormHelperText>}
        </Box>
      );
    case 'checkbox':
      return (
        <FormControl required={required}>
          <FormControlLabel control={<Checkbox />} label={label} />
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      );
    case 'short-text':
      return <TextField {...text()} />;
    case 'long-text':
      return <TextField {...text({ multiline: true, minRows: 3 })} />;
    case 'number':
      return <TextField {...text({ type: 'number' })} />;
    case 'date':
    case 'date-time':
    case 'time':
      return <PreviewDate kind={element.type} label={label} help={help} required={required} />;
    case 'dropdown':
      return (
        <TextField {...text({ select: true, defaultValue: '' })}>
          <MenuItem value="">{placeholder ?? '–'}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'user':
      return (
        <TextField {...text({ select: true, defaultValue: '' })}>
          <MenuItem value="">{placeholder ?? userPlaceholder}</MenuItem>
        </TextField>
      );
    case 'radio':
      return group(
        <RadioGroup>
          {options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
          ))}
        </RadioGroup>,
      );
    case 'multiple':
      return group(
        <FormGroup>
          {options.map((option) => (
            <FormControlLabel key={option} control={<Checkbox size="small" />} label={option} />
          ))}
        </FormGroup>,
      );
    case 'rating':
      return group(<Rating max={element.max && element.max > 0 ? element.max : 5} aria-label={label} />);
    default:
      return null;
  }
}

/** A date, date-time or time element to try out (the preview keeps what is typed, nothing more). */
function PreviewDate({ kind, label, help, required }: { kind: DateKind; label: string; help?: string; required: boolean }) {
  const [value, setValue] = useState('');
  return <DateField kind={kind} label={label} value={value} onChange={setValue} helperText={help} required={required} fullWidth size="small" />;
}
