import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ContactPersonView, ContactView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/dates';
import { contactsActions, selectContactDetail, selectContactEditor } from './contacts.slice';
import { selectManagerChoices, selectUserNames } from './contact-lookups';
import { PersonDialog } from './PersonDialog';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/** The contact's persons (seed §3): list, add, edit, delete; read-only for an older version or a deleted contact. */
export function ContactPersons({ contact, readOnly }: { contact: ContactView; readOnly: boolean }) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const editor = useSelector(selectContactEditor).person;
  const busy = useSelector(selectContactDetail).busy;
  const managers = useSelector(selectManagerChoices);
  const userNames = useSelector(selectUserNames);
  const [removing, setRemoving] = useState<ContactPersonView | null>(null);
  const edited = editor.personId ? (contact.persons.find((person) => person.id === editor.personId) ?? null) : null;
  // the account managers to choose from: the users ContactPage keeps read
  const add = () => dispatch(contactsActions.personEditorOpened({ personId: null }));
  return (
    <Box>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={add}>
            {t('persons.add')}
          </Button>
        </Stack>
      )}
      {contact.persons.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('persons.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('persons.label')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('personFields.name')}</TableCell>
                  <TableCell>{t('personFields.role')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('personFields.email')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('personFields.phone')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('personFields.mobile')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('personFields.account_manager')}</TableCell>
                  {!readOnly && <TableCell align="right">{t('persons.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {contact.persons.map((person) => (
                  <TableRow key={person.id}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {[person.salutation, person.name].filter(Boolean).join(' ')}
                      </Typography>
                      {(person.gender || person.date_of_birth) && (
                        <Typography variant="caption" color="text.secondary">
                          {[
                            person.gender ? t(`genders.${person.gender}`) : '',
                            person.date_of_birth ? t('persons.born', { date: formatDate(person.date_of_birth) }) : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{person.role}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>{person.email}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{person.phone}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{person.mobile}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                      {person.account_manager ? (userNames[person.account_manager] ?? '') : ''}
                    </TableCell>
                    {!readOnly && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('persons.edit')}>
                          <IconButton
                            aria-label={t('persons.editNamed', { name: person.name })}
                            onClick={() => dispatch(contactsActions.personEditorOpened({ personId: person.id }))}
                          >
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('persons.delete')}>
                          <IconButton
                            aria-label={t('persons.deleteNamed', { name: person.name })}
                            disabled={busy === 'person'}
                            onClick={() => setRemoving(person)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {editor.open && (
        <PersonDialog
          key={editor.serial}
          open
          person={edited}
          form={editor}
          managers={managers}
          version={contact.version}
          onSubmit={(body, version) => dispatch(contactsActions.personSaveRequested({ id: contact.id, personId: editor.personId, version, body }))}
          onReload={() => dispatch(contactsActions.personConflictReloadRequested())}
          onClose={() => dispatch(contactsActions.personEditorClosed())}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('persons.deleteTitle')}
        text={t('persons.deleteText', { name: removing?.name ?? '' })}
        confirmLabel={t('persons.delete')}
        destructive
        onConfirm={() =>
          removing && dispatch(contactsActions.personDeleteRequested({ id: contact.id, personId: removing.id, version: contact.version }))
        }
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
