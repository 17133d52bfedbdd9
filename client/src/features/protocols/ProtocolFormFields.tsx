import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import type { MemberView, ProtocolTypeView, TeamView } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldMessages } from '../../lib/validation';
import { PublishSwitches, TemplateDialog, TitleField, TypeSelect, useTemplateLoader } from '../collab';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import type { ProtocolFields } from './protocols.state';

export interface ProtocolFormFieldsProps {
  values: ProtocolFields;
  onChange<K extends keyof ProtocolFields>(field: K, value: ProtocolFields[K]): void;
  messages: FieldMessages;
  types: readonly ProtocolTypeView[];
  teams: readonly TeamView[];
  /** Active staff (author, attendees, distribution list). */
  staff: readonly MemberView[];
  /** Names of every user (a member chosen before who left stays shown). */
  names: Record<string, string>;
}

/**
 * The fields of a protocol (new and edit): title, type (loading its template asks when the
 * body has content), teams, date, author, attendees, distribution list, comments, publish,
 * and the body in the rich-text editor.
 */
export function ProtocolFormFields({ values, onChange, messages, types, teams, staff, names }: ProtocolFormFieldsProps) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const template = useTemplateLoader(values.body, (body) => onChange('body', body));

  const chooseType = (typeId: string) => {
    onChange('type', typeId || null);
    template.load(types.find((type) => type.id === typeId)?.template ?? null);
  };

  const staffIds = staff.map((member) => member.id);
  const userLabel = (id: string) => names[id] ?? t('form.formerMember');
  // members chosen before who left stay listed (they stay valid on the protocol)
  const userOptions = (chosen: readonly string[]) => [...new Set([...staffIds, ...chosen])];
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? t('form.unknownTeam');

  return (
    <Stack spacing={2}>
      <TitleField label={t('fields.title')} value={values.title} message={messages.title} onChange={(title) => onChange('title', title)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TypeSelect
          label={t('fields.type')}
          value={values.type ?? ''}
          types={types}
          noneLabel={t('form.none')}
          message={messages.type}
          onChange={chooseType}
        />
        <DateField
          label={t('fields.date')}
          name="date"
          value={values.date}
          onChange={(date) => onChange('date', date)}
          error={Boolean(messages.date)}
          helperText={messages.date}
          fullWidth
        />
        <TextField
          select
          label={t('fields.author')}
          name="author"
          value={values.author}
          onChange={(event) => onChange('author', event.target.value)}
          error={Boolean(messages.author)}
          helperText={messages.author}
          fullWidth
        >
          {userOptions(values.author ? [values.author] : []).map((id) => (
            <MenuItem key={id} value={id}>
              {userLabel(id)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Autocomplete
        multiple
        options={[...new Set([...teams.map((team) => team.id), ...values.teams])]}
        value={values.teams}
        getOptionLabel={teamName}
        onChange={(_event, chosen) => onChange('teams', chosen)}
        renderInput={(params) => <TextField {...params} label={t('fields.teams')} error={Boolean(messages.teams)} helperText={messages.teams} />}
      />
      <Autocomplete
        multiple
        options={userOptions(values.attendees)}
        value={values.attendees}
        getOptionLabel={userLabel}
        onChange={(_event, chosen) => onChange('attendees', chosen)}
        renderInput={(params) => (
          <TextField {...params} label={t('fields.attendees')} error={Boolean(messages.attendees)} helperText={messages.attendees} />
        )}
      />
      <Autocomplete
        multiple
        options={userOptions(values.viewers)}
        value={values.viewers}
        getOptionLabel={userLabel}
        onChange={(_event, chosen) => onChange('viewers', chosen)}
        renderInput={(params) => (
          <TextField {...params} label={t('fields.viewers')} error={Boolean(messages.viewers)} helperText={messages.viewers} />
        )}
      />
      <RichTextEditor
        key={template.editorKey}
        label={t('fields.body')}
        value={values.body}
        onChange={(html) => onChange('body', html)}
        error={Boolean(messages.body)}
        helperText={messages.body}
      />
      <PublishSwitches
        values={values}
        onChange={onChange}
        texts={{ comments: t('fields.comments_enabled'), published: t('fields.published'), hint: t('form.publishHint') }}
        message={messages.published}
      />
      <TemplateDialog {...template.dialog} />
    </Stack>
  );
}
