import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import {
  Autocomplete,
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { ContactView, TaskView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import type { TaskAction } from './task-action-requests';
import { selectTaskDetail, selectTaskLookups, tasksActions } from './tasks.slice';
import type { LinkedProtocol } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

const protocolLabel = (protocol: LinkedProtocol) => (protocol.number ? `${protocol.number} · ${protocol.title}` : protocol.title);

/**
 * Linked contacts (shared into their portal or not) and linked protocols of the open task.
 * Hiding the task from a contact (or removing one) while a linked protocol is shared with
 * them is refused: the toast says 409 `tasks.contact_shared_by_protocol` in words.
 */
export function TaskLinks({ task, readOnly }: { task: TaskView; readOnly: boolean }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectTaskDetail);
  const lookups = useSelector(selectTaskLookups);
  const [shareNew, setShareNew] = useState(false);
  const [contactKey, setContactKey] = useState(0);
  const [protocolKey, setProtocolKey] = useState(0);
  const run = (action: TaskAction) => dispatch(tasksActions.actionRequested({ id: task.id, version: task.version, action }));
  const contactName = (id: string) => lookups.contactNames[id] || t('words.unknownContact');
  const linkedContacts = new Set(task.contacts.map((link) => link.contact_id));

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="task-contacts" sx={{ p: 2 }}>
        <Typography id="task-contacts" variant="subtitle1" component="h2" gutterBottom>
          {t('fields.contacts')}
        </Typography>
        {task.contacts.length === 0 && <Typography color="text.secondary">{t('links.noContacts')}</Typography>}
        <List dense aria-label={t('fields.contacts')}>
          {task.contacts.map((link) => (
            <ListItem
              key={link.contact_id}
              secondaryAction={
                !readOnly && (
                  <Tooltip title={t('links.unlinkContact')}>
                    <IconButton
                      edge="end"
                      aria-label={t('links.unlinkContactNamed', { name: contactName(link.contact_id) })}
                      disabled={detail.busy !== null}
                      onClick={() => run({ kind: 'unlinkContact', contactId: link.contact_id })}
                    >
                      <CloseIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/contacts/${link.contact_id}`}>
                    {contactName(link.contact_id)}
                  </Link>
                }
              />
              <FormControlLabel
                sx={{ mr: 4 }}
                control={
                  <Switch
                    checked={link.public}
                    disabled={readOnly || detail.busy !== null}
                    onChange={(event) => run({ kind: 'shareContact', contactId: link.contact_id, shared: event.target.checked })}
                  />
                }
                label={t('links.public')}
              />
            </ListItem>
          ))}
        </List>
        {!readOnly && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Autocomplete<ContactView>
              key={contactKey}
              size="small"
              sx={{ minWidth: 280 }}
              options={lookups.contactSearch.data.filter((contact) => !linkedContacts.has(contact.id))}
              loading={lookups.contactSearch.status === 'loading'}
              filterOptions={(options) => options}
              getOptionLabel={(contact) => `${contact.name}${contact.number ? ` (${contact.number})` : ''}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onOpen={() => dispatch(tasksActions.contactSearchRequested({ search: '' }))}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') dispatch(tasksActions.contactSearchRequested({ search: value }));
              }}
              onChange={(_event, contact) => {
                if (!contact) return;
                run({ kind: 'linkContact', contactId: contact.id, shared: shareNew });
                setContactKey((value) => value + 1);
              }}
              renderInput={(params) => <TextField {...params} label={t('links.addContact')} />}
            />
            <FormControlLabel
              control={<Checkbox checked={shareNew} onChange={(event) => setShareNew(event.target.checked)} />}
              label={t('links.shareNew')}
            />
          </Stack>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="task-protocols" sx={{ p: 2 }}>
        <Typography id="task-protocols" variant="subtitle1" component="h2" gutterBottom>
          {t('fields.protocols')}
        </Typography>
        <ListState
          status={detail.protocols.status}
          empty={detail.protocols.items.length === 0}
          emptyText={t('links.noProtocols')}
          onRetry={() => dispatch(tasksActions.reloadRequested())}
        >
          <List dense aria-label={t('fields.protocols')}>
            {detail.protocols.items.map((protocol) => (
              <ListItem
                key={protocol.id}
                secondaryAction={
                  !readOnly && (
                    <Tooltip title={t('links.unlinkProtocol')}>
                      <IconButton
                        edge="end"
                        aria-label={t('links.unlinkProtocolNamed', { name: protocolLabel(protocol) })}
                        disabled={detail.busy !== null}
                        onClick={() => run({ kind: 'unlinkProtocol', protocolId: protocol.id })}
                      >
                        <CloseIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/protocols/${protocol.id}`}>
                      {protocolLabel(protocol)}
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        </ListState>
        {task.protocols.length > detail.protocols.items.length && detail.protocols.status === 'loaded' && (
          <Typography variant="caption" color="text.secondary">
            {t('links.hiddenProtocols', { count: task.protocols.length - detail.protocols.items.length })}
          </Typography>
        )}
        {!readOnly && (
          <Box sx={{ mt: 1 }}>
            <Autocomplete<LinkedProtocol>
              key={protocolKey}
              size="small"
              sx={{ maxWidth: 420 }}
              options={lookups.protocolSearch.data.filter((protocol) => !task.protocols.includes(protocol.id))}
              loading={lookups.protocolSearch.status === 'loading'}
              filterOptions={(options) => options}
              getOptionLabel={protocolLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onOpen={() => dispatch(tasksActions.protocolSearchRequested({ search: '' }))}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') dispatch(tasksActions.protocolSearchRequested({ search: value }));
              }}
              onChange={(_event, protocol) => {
                if (!protocol) return;
                run({ kind: 'linkProtocol', protocolId: protocol.id });
                setProtocolKey((value) => value + 1);
              }}
              renderInput={(params) => <TextField {...params} label={t('links.addProtocol')} />}
            />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
