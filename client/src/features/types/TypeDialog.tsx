import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  ClaimTypeInput,
  ContactTypeInput,
  errorMessage,
  hasTemplate,
  localeFrom,
  OfferTypeInput,
  ProtocolTypeInput,
  TaskTypeInput,
  TYPE_SHORT_MAX,
  type ErrorCode,
  type TypeKind,
} from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { RichTextEditor } from '../../components/RichTextEditor';
import type { TypeDraft } from './types.api';
import { typesCatalog } from './types.catalog';
import type { FormStatus } from './types.slice';

const INPUTS: Record<TypeKind, new () => object> = {
  contact: ContactTypeInput,
  task: TaskTypeInput,
  protocol: ProtocolTypeInput,
  offer: OfferTypeInput,
  claim: ClaimTypeInput,
};

/** What the dialog edits: every field any kind has. */
export interface TypeValues {
  title: string;
  short: string;
  template: string;
  is_claim: boolean;
  parent_id: string | null;
}

/** A claim type the parent picker offers, indented by its depth in the tree. */
export interface ParentOption {
  id: string;
  title: string;
  depth: number;
}

export interface TypeDialogProps {
  kind: TypeKind | null;
  editing: boolean;
  initial: TypeValues;
  /** Claim types only: where the type may go (the server refuses a cycle with its own message). */
  parents?: readonly ParentOption[];
  status: FormStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  onSubmit(input: TypeDraft): void;
  onClose(): void;
}

/** The body a kind takes: contact {title, short}, task {+ template, is_claim}, protocol and offer {+ template}, claim {title, parent_id}. */
export function draftOf(kind: TypeKind, values: TypeValues): TypeDraft {
  const title = values.title.trim();
  if (kind === 'claim') return { title, parent_id: values.parent_id };
  const short = values.short.trim();
  if (kind === 'contact') return { title, short };
  const template = values.template.trim() === '' ? null : values.template;
  return kind === 'task' ? { title, short, template, is_claim: values.is_claim } : { title, short, template };
}

/**
 * Create or edit a type of any kind. Field rules come from the contracts' input classes;
 * the server's uniqueness answers (409 `types.title_taken` / `types.short_taken`) and a
 * refused move (422 `types.parent_cycle`) land on their fields.
 */
export function TypeDialog({ kind, editing, initial, parents = [], status, error, fieldErrors, onSubmit, onClose }: TypeDialogProps) {
  const { t, i18n } = useCatalog('types', typesCatalog);
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const server = serverFieldMessages(fieldErrors);
  const shown = { ...server, ...messages };
  const submitting = status === 'submitting';
  const set = <K extends keyof TypeValues>(name: K, value: TypeValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setMessages((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    const draft = draftOf(kind, values);
    const found = validateWith(INPUTS[kind], draft, locale);
    setMessages(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  // an error the fields do not show (a stale version, no permission, …) stands above them
  const general = error && error !== 'request.validation_failed' && Object.keys(server).length === 0 ? errorMessage(error, locale) : null;

  return (
    <Dialog
      open={kind !== null}
      onClose={submitting ? undefined : onClose}
      aria-labelledby="type-dialog-title"
      fullWidth
      maxWidth={kind && hasTemplate(kind) ? 'md' : 'xs'}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="type-dialog-title">{kind ? t(`kinds.${kind}.${editing ? 'edit' : 'create'}`) : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{general}</Alert>}
            <TextField
              label={t(kind === 'contact' ? 'fields.label' : 'fields.title')}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={Boolean(shown.title)}
              helperText={shown.title}
              required
              autoFocus
              fullWidth
            />
            {kind !== 'claim' && (
              <TextField
                label={t('fields.short')}
                value={values.short}
                onChange={(event) => set('short', event.target.value)}
                error={Boolean(shown.short)}
                helperText={shown.short ?? t('fields.shortHint')}
                slotProps={{ htmlInput: { maxLength: TYPE_SHORT_MAX } }}
                required
                fullWidth
              />
            )}
            {kind === 'task' && (
              <FormControlLabel
                control={<Checkbox checked={values.is_claim} onChange={(_event, checked) => set('is_claim', checked)} />}
                label={t('fields.is_claim')}
              />
            )}
            {kind && hasTemplate(kind) && (
              <RichTextEditor
                label={t('fields.template')}
                value={values.template}
                onChange={(html) => set('template', html)}
                error={Boolean(shown.template)}
                helperText={shown.template}
              />
            )}
            {kind === 'claim' && (
              <TextField
                select
                label={t('fields.parent')}
                value={values.parent_id ?? ''}
                onChange={(event) => set('parent_id', event.target.value === '' ? null : event.target.value)}
                error={Boolean(shown.parent_id)}
                helperText={shown.parent_id}
                fullWidth
              >
                <MenuItem value="">{t('fields.root')}</MenuItem>
                {parents.map((parent) => (
                  <MenuItem key={parent.id} value={parent.id} sx={{ pl: 2 + parent.depth * 2 }}>
                    {parent.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {t('common:save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
