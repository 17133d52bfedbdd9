import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { SURVEY_TEXT_ANSWER_MAX, type SurveyAnswerValue, type SurveyQuestion } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { useCatalog } from '../../lib/i18n-catalog';
import { numberText, typedNumber } from './survey-answers';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

export interface AnswerControlProps {
  question: SurveyQuestion;
  /** The question's label (its text; the editor's preview names an untitled question by its number). */
  label: string;
  value: SurveyAnswerValue | undefined;
  onChange(value: SurveyAnswerValue): void;
  /** The rule the answer breaks, in words. */
  error?: string;
  disabled?: boolean;
}

/** A scale with more steps than this is a slider, fewer are radio buttons. */
const SCALE_RADIOS_MAX = 11;

/**
 * One question's control, as the answer page and the editor's preview show it: a radio group
 * for yes/no, single choice, small scales and ratings from 0; checkboxes for multiple choice;
 * stars for a rating from 1; a slider for a long scale; date and time pickers; a number field
 * (honouring min and max) and a text area with a counter. Each is labelled by its question,
 * marked when required, with its message (or a hint) below; hands on the answer value
 * (boolean, 'YYYY-MM-DD', 'HH:mm', a number, a choice id, choice ids, text; null: none).
 */
export function AnswerControl(props: AnswerControlProps) {
  const { question } = props;
  switch (question.type) {
    case 'boolean':
      return <BooleanAnswer {...props} />;
    case 'date':
    case 'time':
      return <DateAnswer {...props} />;
    case 'number':
      return <NumberAnswer {...props} />;
    case 'rating':
      return (question.min ?? 1) >= 1 ? <StarsAnswer {...props} /> : <StepsAnswer {...props} />;
    case 'scale':
      return (question.max ?? 10) - (question.min ?? 1) + 1 <= SCALE_RADIOS_MAX ? <StepsAnswer {...props} /> : <SliderAnswer {...props} />;
    case 'single_choice':
      return <SingleChoiceAnswer {...props} />;
    case 'multiple_choice':
      return <MultipleChoiceAnswer {...props} />;
    case 'text':
      return <TextAnswer {...props} />;
    default: {
      const unknown: never = question.type;
      return unknown;
    }
  }
}

/** A group of controls: a fieldset whose legend is the question, the message (or hint) below. */
function Group({
  label,
  required,
  error,
  disabled,
  hint,
  labelId,
  children,
}: {
  label: string;
  required: boolean;
  error?: string;
  disabled?: boolean;
  hint?: ReactNode;
  labelId: string;
  children: ReactNode;
}) {
  const helper = error ?? hint;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled} fullWidth>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      {children}
      {helper && <FormHelperText id={`${labelId}-help`}>{helper}</FormHelperText>}
    </FormControl>
  );
}

function BooleanAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const id = useId();
  return (
    <Group label={label} required={question.required} error={error} disabled={disabled} labelId={id}>
      <RadioGroup
        row
        aria-labelledby={id}
        aria-describedby={error ? `${id}-help` : undefined}
        value={value === true ? 'true' : value === false ? 'false' : ''}
        onChange={(event) => onChange(event.target.value === 'true')}
      >
        <FormControlLabel value="true" control={<Radio />} label={t('answer.yes')} />
        <FormControlLabel value="false" control={<Radio />} label={t('answer.no')} />
      </RadioGroup>
    </Group>
  );
}

function DateAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  return (
    <DateField
      kind={question.type === 'time' ? 'time' : 'date'}
      label={label}
      name={question.id}
      value={typeof value === 'string' ? value : ''}
      onChange={(wire) => onChange(wire === '' ? null : wire)}
      required={question.required}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth
    />
  );
}

/** "Von 1 bis 10", "Mindestens 0", or nothing. */
function useRangeHint(question: SurveyQuestion) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const [min, max] = [question.min, question.max].map((bound) => (bound === null ? null : numberText(bound, i18n.language)));
  if (min !== null && max !== null) return t('answer.range', { min, max });
  if (min !== null) return t('answer.atLeast', { min });
  if (max !== null) return t('answer.atMost', { max });
  return undefined;
}

function NumberAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const { i18n } = useCatalog(SURVEYS, surveysCatalog);
  const shownOf = (answer: SurveyAnswerValue | undefined) =>
    typeof answer === 'number' ? numberText(answer, i18n.language) : typeof answer === 'string' ? answer : '';
  const [text, setText] = useState(() => shownOf(value));
  // a value set from outside (a draft, a reset) shows; what is being typed stays as typed
  const [handed, setHanded] = useState<SurveyAnswerValue | undefined>(value);
  if (value !== handed) {
    setHanded(value);
    if (typedNumber(text) !== (value ?? null)) setText(shownOf(value));
  }
  const hint = useRangeHint(question);
  return (
    <TextField
      label={label}
      name={question.id}
      value={text}
      onChange={(event) => {
        const next = typedNumber(event.target.value);
        setText(event.target.value);
        setHanded(next);
        onChange(next);
      }}
      required={question.required}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-valuemin': question.min ?? undefined,
          'aria-valuemax': question.max ?? undefined,
        },
      }}
    />
  );
}

/**
 * A rating from 1: stars, one radio button each ("3 Sterne"; arrows move between them), those
 * up to the chosen one filled. (MUI's Rating takes the value from the pointer's position; this
 * is a plain radio group, the same by keyboard, pointer and screen reader.)
 */
function StarsAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const id = useId();
  const hint = useRangeHint(question);
  const chosen = typeof value === 'number' ? value : 0;
  const stars = Array.from({ length: Math.max(0, (question.max ?? 5) - (question.min ?? 1) + 1) }, (_, index) => (question.min ?? 1) + index);
  return (
    <Group label={label} required={question.required} error={error} disabled={disabled} labelId={id} hint={hint}>
      <RadioGroup
        row
        aria-labelledby={id}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {stars.map((star) => {
          const icon = star <= chosen ? <StarIcon fontSize="large" /> : <StarBorderIcon fontSize="large" />;
          return (
            <Radio
              key={star}
              value={String(star)}
              icon={icon}
              checkedIcon={icon}
              slotProps={{ input: { 'aria-label': t('answer.stars', { count: star }) } }}
              sx={{
                p: 0.25,
                color: 'warning.main',
                '&.Mui-checked': { color: 'warning.main' },
                // read-only (submitted): the stars up to the chosen one stay filled in colour, not only the chosen one
                ...(star <= chosen && { '&.Mui-disabled': { color: 'warning.main' } }),
              }}
            />
          );
        })}
      </RadioGroup>
    </Group>
  );
}

/** A rating from 0, or a scale of at most 11 steps: one radio button per value, the scale's end labels at its ends. */
function StepsAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const id = useId();
  const min = question.min ?? 1;
  const max = question.max ?? (question.type === 'rating' ? 5 : 10);
  const steps = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
  const ends = question.min_label || question.max_label;
  return (
    <Group label={label} required={question.required} error={error} disabled={disabled} labelId={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {question.min_label && (
          <Typography variant="body2" color="text.secondary" id={`${id}-min`}>
            {question.min_label}
          </Typography>
        )}
        <RadioGroup
          row
          aria-labelledby={id}
          aria-describedby={ends ? [question.min_label && `${id}-min`, question.max_label && `${id}-max`].filter(Boolean).join(' ') : undefined}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {steps.map((step) => (
            <FormControlLabel
              key={step}
              value={String(step)}
              control={<Radio size="small" />}
              label={String(step)}
              labelPlacement="bottom"
              sx={{ mx: 0.25 }}
            />
          ))}
        </RadioGroup>
        {question.max_label && (
          <Typography variant="body2" color="text.secondary" id={`${id}-max`}>
            {question.max_label}
          </Typography>
        )}
      </Stack>
    </Group>
  );
}

/** A scale of many steps: a slider (keyboard: arrows, Page Up/Down, Home, End), its end labels as marks. */
function SliderAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const id = useId();
  const min = question.min ?? 1;
  const max = question.max ?? 10;
  const marks = [
    { value: min, label: question.min_label ? `${min} · ${question.min_label}` : String(min) },
    { value: max, label: question.max_label ? `${max} · ${question.max_label}` : String(max) },
  ];
  const answered = typeof value === 'number';
  return (
    <Group label={label} required={question.required} error={error} disabled={disabled} labelId={id}>
      <Box sx={{ px: 2, pt: 1 }}>
        <Slider
          aria-labelledby={id}
          min={min}
          max={max}
          step={1}
          marks={marks}
          value={answered ? value : min}
          valueLabelDisplay={answered ? 'on' : 'auto'}
          onChange={(_event, next) => onChange(next as number)}
          disabled={disabled}
          color={answered ? 'primary' : 'secondary'}
        />
      </Box>
    </Group>
  );
}

function SingleChoiceAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const id = useId();
  return (
    <Group label={label} required={question.required} error={error} disabled={disabled} labelId={id}>
      <RadioGroup aria-labelledby={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)}>
        {question.answer_choices.map((choice) => (
          <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
    </Group>
  );
}

function MultipleChoiceAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const id = useId();
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (choiceId: string, on: boolean) => {
    const next = question.answer_choices.map((choice) => choice.id).filter((candidate) => (candidate === choiceId ? on : chosen.includes(candidate)));
    onChange(next.length > 0 ? next : null);
  };
  return (
    <Group label={label} required={question.required} error={error} disabled={disabled} labelId={id}>
      <FormGroup>
        {question.answer_choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            control={<Checkbox checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />}
            label={choice.label}
          />
        ))}
      </FormGroup>
    </Group>
  );
}

function TextAnswer({ question, label, value, onChange, error, disabled }: AnswerControlProps) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const text = typeof value === 'string' ? value : '';
  return (
    <TextField
      label={label}
      name={question.id}
      value={text}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      required={question.required}
      error={Boolean(error)}
      helperText={error ?? t('answer.counter', { count: text.length, max: SURVEY_TEXT_ANSWER_MAX })}
      disabled={disabled}
      multiline
      minRows={3}
      fullWidth
      slotProps={{ htmlInput: { maxLength: SURVEY_TEXT_ANSWER_MAX } }}
    />
  );
}
