import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListState } from '../../components/ListState';
import { contactsActions, selectContactDetail, type LinkedKind } from './contacts.slice';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/** The tasks or protocols linked to the contact (GET v1/contacts/{id}/tasks, /protocols): empty until those apps exist. */
export function LinkedItems({ kind }: { kind: LinkedKind }) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectContactDetail).linked[kind];
  useEffect(() => {
    dispatch(contactsActions.linkedRequested({ kind }));
  }, [dispatch, kind]);
  return (
    <ListState status={list.status} empty={list.items.length === 0} emptyText={t(`linked.${kind}.empty`)} onRetry={() => dispatch(contactsActions.linkedRequested({ kind }))}>
      <Typography variant="caption" color="text.secondary">
        {t(`linked.${kind}.count`, { count: list.total })}
      </Typography>
      <List aria-label={t(`tabs.${kind}`)}>
        {list.items.map((item) => (
          <ListItem key={item.id}>
            <ListItemText primary={item.id} />
          </ListItem>
        ))}
      </List>
    </ListState>
  );
}
