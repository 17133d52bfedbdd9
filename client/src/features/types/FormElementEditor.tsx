import { Box, Button, FormControlLabel, FormHelperText, IconButton, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { RATING_MAX_MAX, RATING_MAX_MIN } from '@kollab/contracts/contacts/contact-form.schema';
import { useCatalog } from '../../lib/i18n-catalog';
import { isChoice, takesPlaceholder, type DraftElement } from './form-draft';
import { typesCatalog } from './types.catalog';

export interface FormElementEditorProps {
  element: DraftElement;
  index: number;
  count: number;
  /** Messages keyed by property (`label`, `options`, `options.2`, …). */
  errors: Record<string, string>;
  onChange(change: Partial<DraftElement>): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

/** One element of the contact form builder: its properties, its place and its removal. */
export function FormElementEditor({ element, index, count, errors, onChange, onMove, onRemove }: FormElementEditorProps) {
  const { t } = useCatalog('types', typesCatalog);
  const typeName = t(`form.types.${element.type}`);
  const heading = t('form.heading', { index: index + 1, type: typeName });
  const name = element.label.trim() || t('form.untitled', { index: index + 1 });
  const headingId = `form-element-${element.uid}`;
  const divider = element.type === 'divider';
  const field = (property: 'label' | 'key' | 'helpblock' | 'placeholder', label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={element[property]}
      onChange={(event) => onChange({ [property]: event.target.value })}
      error={Boolean(errors[property])}
      helperText={errors[property]}
      size="small"
      fullWidth
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <IconButton size="small" aria-label={t('form.moveUp', { label: name })} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('form.moveDown', { label: name })} disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('form.remove', { label: name })} onClick={onRemove}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {field('label', t(divider ? 'form.fields.heading' : 'form.fields.label'), { required: !divider })}
          {field('key', t('form.fields.key'), {
            disabled: element.saved,
            helperText: errors.key ?? t('form.fields.keyHint'),
            sx: { maxWidth: { sm: 240 } },
          })}
        </Stack>
        {field('helpblock', t('form.fields.helpblock'))}
        {takesPlaceholder(element.type) && field('placeholder', t('form.fields.placeholder'))}
        {element.type === 'rating' && (
          <TextField
            type="number"
            label={t('form.fields.max')}
            value={Number.isNaN(element.max) ? '' : element.max}
            onChange={(event) => onChange({ max: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            error={Boolean(errors.max)}
            helperText={errors.max}
            size="small"
            slotProps={{ htmlInput: { min: RATING_MAX_MIN, max: RATING_MAX_MAX, step: 1 } }}
            sx={{ maxWidth: 200 }}
          />
        )}
        {isChoice(element.type) && <OptionsEditor options={element.options} errors={errors} onChange={(options) => onChange({ options })} />}
        {!divider && (
          <FormControlLabel
            control={<Switch checked={element.required} onChange={(_event, checked) => onChange({ required: checked })} />}
            label={t('form.fields.required')}
          />
        )}
        {errors.required && <FormHelperText error>{errors.required}</FormHelperText>}
      </Stack>
    </Paper>
  );
}

function OptionsEditor({ options, errors, onChange }: { options: string[]; errors: Record<string, string>; onChange(options: string[]): void }) {
  const { t } = useCatalog('types', typesCatalog);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        {t('form.fields.options')}
      </Typography>
      <Stack spacing={1}>
        {options.map((option, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={t('form.fields.option', { index: index + 1 })}
              value={option}
              onChange={(event) => onChange(options.map((item, at) => (at === index ? event.target.value : item)))}
              error={Boolean(errors[`options.${index}`])}
              helperText={errors[`options.${index}`]}
            />
            <IconButton
              aria-label={t('form.fields.removeOption', { index: index + 1 })}
              onClick={() => onChange(options.filter((_item, at) => at !== index))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {errors.options && <FormHelperText error>{errors.options}</FormHelperText>}
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...options, ''])} sx={{ mt: 1 }}>
        {t('form.fields.addOption')}
      </Button>
    </Box>
  );
}
