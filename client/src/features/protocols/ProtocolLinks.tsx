import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import {
  Autocomplete,
  Box,
  FormControlLabel,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { ContactView, ProtocolContactView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocols } from './protocols.slice';
import type { LinkedTask } from './protocols.state';

/** Linked contacts (staff): add through a search of GET v1/contacts, share into the contact's portal, unlink. */
export function ProtocolContacts({
  protocolId,
  links,
  names,
  busy,
  canEdit,
}: {
  protocolId: string;
  links: readonly ProtocolContactView[];
  names: Record<string, string>;
  busy: boolean;
  canEdit: boolean;
}) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const { search } = useSelector(selectProtocols);
  const [text, setText] = useState('');
  const name = (id: string) => names[id] || t('contacts.unknown', { id });
  const linked = new Set(links.map((link) => link.contact_id));

  return (
    <Box component="section" aria-labelledby="protocol-contacts">
      <Typography id="protocol-contacts" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('fields.contacts')}
      </Typography>
      {links.length === 0 && <Typography color="text.secondary">{t('contacts.none')}</Typography>}
      <List dense>
        {links.map((link) => (
          <ListItem
            key={link.contact_id}
            secondaryAction={
              canEdit && (
                <Tooltip title={t('contacts.remove', { name: name(link.contact_id) })}>
                  <IconButton
                    aria-label={t('contacts.remove', { name: name(link.contact_id) })}
                    disabled={busy}
                    onClick={() => dispatch(protocolsActions.contactUnlinkRequested({ id: protocolId, contactId: link.contact_id }))}
                  >
                    <LinkOffIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            }
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/contacts/${link.contact_id}`}>
                  {name(link.contact_id)}
                </Link>
              }
              secondary={
                <FormControlLabel
                  control={
                    <Switch
                      size="small"
                      checked={link.public}
                      disabled={!canEdit || busy}
                      onChange={(event) =>
                        dispatch(protocolsActions.contactShareRequested({ id: protocolId, contactId: link.contact_id, public: event.target.checked }))
                      }
                    />
                  }
                  label={t('contacts.public')}
                />
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
      {canEdit && (
        <Autocomplete<ContactView>
          options={search.contacts.data.filter((contact) => !linked.has(contact.id))}
          getOptionLabel={(contact) => (contact.number ? `${contact.number} · ${contact.name}` : contact.name)}
          filterOptions={(options) => options}
          loading={search.contacts.status === 'loading'}
          inputValue={text}
          onInputChange={(_event, value, reason) => {
            setText(value);
            if (reason === 'input') dispatch(protocolsActions.contactSearchRequested(value));
          }}
          onOpen={() => dispatch(protocolsActions.contactSearchRequested(text))}
          value={null}
          onChange={(_event, contact) => {
            if (!contact) return;
            dispatch(protocolsActions.contactLinkRequested({ id: protocolId, contactId: contact.id, public: false }));
            setText('');
          }}
          disabled={busy}
          renderInput={(params) => <TextField {...params} size="small" label={t('contacts.add')} placeholder={t('contacts.search')} />}
        />
      )}
    </Box>
  );
}

/** Linked tasks: GET …/tasks; link one through a search of GET v1/tasks, unlink (edit on the protocol). */
export function ProtocolTasks({ protocolId, busy, canEdit }: { protocolId: string; busy: boolean; canEdit: boolean }) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const { detail, search } = useSelector(selectProtocols);
  const [text, setText] = useState('');
  const rows = detail.tasks.rows;
  const linked = new Set(rows.map((task) => task.id));
  const label = (task: LinkedTask) => (task.number ? `${task.number} · ${task.title}` : task.title);

  return (
    <Box component="section" aria-labelledby="protocol-tasks">
      <Typography id="protocol-tasks" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('routes:titles.tasks', { defaultValue: 'Tasks' })}
      </Typography>
      {detail.tasks.status === 'failed' && <Typography color="error">{t('tasks.loadError')}</Typography>}
      {detail.tasks.status === 'loaded' && rows.length === 0 && <Typography color="text.secondary">{t('tasks.none')}</Typography>}
      <List dense>
        {rows.map((task) => (
          <ListItem
            key={task.id}
            secondaryAction={
              canEdit && (
                <Tooltip title={t('tasks.remove', { title: task.title })}>
                  <IconButton
                    aria-label={t('tasks.remove', { title: task.title })}
                    disabled={busy}
                    onClick={() => dispatch(protocolsActions.taskUnlinkRequested({ id: protocolId, taskId: task.id }))}
                  >
                    <LinkOffIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            }
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/tasks/${task.id}`}>
                  {label(task)}
                </Link>
              }
            />
          </ListItem>
        ))}
      </List>
      {canEdit && (
        <Autocomplete<LinkedTask>
          options={search.tasks.data.filter((task) => !linked.has(task.id))}
          getOptionLabel={label}
          filterOptions={(options) => options}
          loading={search.tasks.status === 'loading'}
          inputValue={text}
          onInputChange={(_event, value, reason) => {
            setText(value);
            if (reason === 'input') dispatch(protocolsActions.taskSearchRequested(value));
          }}
          onOpen={() => dispatch(protocolsActions.taskSearchRequested(text))}
          value={null}
          onChange={(_event, task) => {
            if (!task) return;
            dispatch(protocolsActions.taskLinkRequested({ id: protocolId, taskId: task.id }));
            setText('');
          }}
          disabled={busy}
          renderInput={(params) => <TextField {...params} size="small" label={t('tasks.add')} placeholder={t('tasks.search')} />}
        />
      )}
    </Box>
  );
}
