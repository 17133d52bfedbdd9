import { useState } from 'react';
import { Box, FormControlLabel, FormHelperText, ListSubheader, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { TASK_ESTIMATION_UNITS, TASK_PRIORITIES, type TaskTypeView, type TeamView } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldMessages } from '../../lib/validation';
import { applyTemplate, needsTemplateChoice, TemplateDialog, type TemplateChoice } from '../collab';
import type { TaskFormValues } from './task-form-values';
import { TaskRepeatFields } from './TaskRepeatFields';
import { TASKS, tasksCatalog } from './tasks.catalog';

export interface TaskFormProps {
  values: TaskFormValues;
  onChange(values: TaskFormValues): void;
  /** Field messages (the form's own checks and the server's 422). */
  messages: FieldMessages;
  types: readonly TaskTypeView[];
  /** The teams offered (where I may create; the task's current team stays offered). */
  teams: readonly TeamView[];
  /** Claim types as an indented list (only for a task type that is a claim type). */
  claims: ReadonlyArray<{ id: string; title: string; depth: number }>;
  disabled?: boolean;
  /** Portal users create tasks without team, type, estimation, publishing or comments (the server's rule: no team). */
  reduced?: boolean;
  /** The account has recurring tasks (flag apps.tasks.recurring): the repeat section shows (staff only). */
  recurring?: boolean;
}

/**
 * The task's fields (create and edit): title, type, team, priority, dates, estimation,
 * description (rich text, with the type's template), publish, comments, claims, and with the
 * account flag the repeat section. Choosing a type with a template onto a description with
 * content asks: overwrite, keep or attach below.
 */
export function TaskForm({ values, onChange, messages, types, teams, claims, disabled, reduced = false, recurring = false }: TaskFormProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const [editorKey, setEditorKey] = useState(0);
  const [pendingTemplate, setPendingTemplate] = useState<{ type: string; template: string } | null>(null);
  const set = (patch: Partial<TaskFormValues>) => onChange({ ...values, ...patch });
  const type = types.find((item) => item.id === values.type);
  const claimType = type?.is_claim === true;

  const chooseType = (typeId: string) => {
    const chosen = types.find((item) => item.id === typeId);
    const template = chosen?.template ?? '';
    if (!template) {
      set({ type: typeId });
      return;
    }
    if (needsTemplateChoice(values.description)) {
      set({ type: typeId });
      setPendingTemplate({ type: typeId, template });
      return;
    }
    set({ type: typeId, description: applyTemplate(values.description, template, 'overwrite') });
    setEditorKey((key) => key + 1);
  };
  const loadTemplate = (choice: TemplateChoice) => {
    if (!pendingTemplate) return;
    onChange({ ...values, type: pendingTemplate.type, description: applyTemplate(values.description, pendingTemplate.template, choice) });
    setEditorKey((key) => key + 1);
    setPendingTemplate(null);
  };

  return (
    <Stack spacing={2}>
      <TextField
        label={t('fields.title')}
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
        required
        fullWidth
        disabled={disabled}
        error={Boolean(messages.title)}
        helperText={messages.title}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!reduced && (
          <TextField
            select
            label={t('fields.type')}
            value={values.type}
            onChange={(event) => chooseType(event.target.value)}
            disabled={disabled}
            error={Boolean(messages.type)}
            helperText={messages.type}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('form.none')}</MenuItem>
            {types.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!reduced && (
          <TextField
            select
            label={t('fields.team')}
            value={values.team}
            onChange={(event) => set({ team: event.target.value })}
            disabled={disabled}
            error={Boolean(messages.team)}
            helperText={messages.team ?? (teams.length === 0 ? t('form.noTeams') : undefined)}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('form.none')}</MenuItem>
            {teams.map((team) => (
              <MenuItem key={team.id} value={team.id}>
                {team.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label={t('fields.priority')}
          value={values.priority}
          onChange={(event) => set({ priority: event.target.value as TaskFormValues['priority'] })}
          disabled={disabled}
          sx={{ flex: 1 }}
        >
          {TASK_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {t(`priority.${priority}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('fields.start_date')}
          name="start_date"
          value={values.start_date}
          onChange={(start_date) => set({ start_date })}
          disabled={disabled}
          error={Boolean(messages.start_date)}
          helperText={messages.start_date}
          sx={{ flex: 1 }}
        />
        <DateField
          label={t('fields.due_date')}
          name="due_date"
          value={values.due_date}
          onChange={(due_date) => set({ due_date })}
          disabled={disabled}
          error={Boolean(messages.due_date)}
          helperText={messages.due_date}
          sx={{ flex: 1 }}
        />
        {!reduced && (
          <>
            <TextField
              label={t('fields.estimation')}
              value={values.estimation_value}
              onChange={(event) => set({ estimation_value: event.target.value })}
              disabled={disabled}
              error={Boolean(messages.estimation)}
              helperText={messages.estimation}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={t('form.unit')}
              value={values.estimation_unit}
              onChange={(event) => set({ estimation_unit: event.target.value as TaskFormValues['estimation_unit'] })}
              disabled={disabled}
              sx={{ minWidth: 120 }}
            >
              {TASK_ESTIMATION_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {t(`units.${unit}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
      {recurring && !reduced && (
        <TaskRepeatFields
          values={values.repeat}
          onChange={(repeat) => set({ repeat })}
          dueDate={values.due_date}
          messages={messages}
          disabled={disabled}
        />
      )}
      {claimType && (
        <TextField
          select
          label={t('fields.claims')}
          value={values.claims}
          onChange={(event) =>
            set({ claims: typeof event.target.value === 'string' ? event.target.value.split(',') : (event.target.value as string[]) })
          }
          disabled={disabled}
          error={Boolean(messages.claims)}
          helperText={messages.claims ?? (claims.length === 0 ? t('form.noClaims') : undefined)}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (selected as string[]).map((id) => claims.find((claim) => claim.id === id)?.title ?? id).join(', '),
            },
          }}
        >
          {claims.length === 0 && <ListSubheader>{t('form.noClaims')}</ListSubheader>}
          {claims.map((claim) => (
            <MenuItem key={claim.id} value={claim.id} sx={{ pl: 2 + claim.depth * 2 }}>
              {claim.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box>
        <RichTextEditor
          key={editorKey}
          label={t('fields.description')}
          value={values.description}
          onChange={(html) => set({ description: html })}
          error={Boolean(messages.description)}
          helperText={messages.description}
        />
      </Box>
      {!reduced && (
        <Box>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={values.published} onChange={(event) => set({ published: event.target.checked })} disabled={disabled} />}
              label={t('fields.published')}
            />
            <FormControlLabel
              control={
                <Switch checked={values.comments_enabled} onChange={(event) => set({ comments_enabled: event.target.checked })} disabled={disabled} />
              }
              label={t('fields.comments_enabled')}
            />
          </Stack>
          {messages.published ? (
            <FormHelperText error role="alert">
              {messages.published}
            </FormHelperText>
          ) : (
            <FormHelperText>{t('form.publishHint')}</FormHelperText>
          )}
        </Box>
      )}
      <TemplateDialog open={pendingTemplate !== null} onChoose={loadTemplate} onCancel={() => setPendingTemplate(null)} />
    </Stack>
  );
}
