import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListState } from '../../components/ListState';
import { contactsActions, selectContactDetail, type LinkedItem, type LinkedKind } from './contacts.slice';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/** How a linked task or protocol reads: "AUF-12 · Title" (the number once it has a type), else the title (the id without one). */
export function linkedItemText(item: LinkedItem): string {
  const title = item.title?.trim() || item.id;
  return item.number ? `${item.number} · ${title}` : title;
}

/** The tasks or protocols linked to the contact (GET v1/contacts/{id}/tasks, /protocols), each linking to its page. */
export function LinkedItems({ kind }: { kind: Exclude<LinkedKind, 'offers'> }) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectContactDetail).linked[kind];
  useEffect(() => {
    dispatch(contactsActions.linkedRequested({ kind }));
  }, [dispatch, kind]);
  return (
    <ListState
      status={list.status}
      empty={list.items.length === 0}
      emptyText={t(`linked.${kind}.empty`)}
      onRetry={() => dispatch(contactsActions.linkedRequested({ kind }))}
    >
      <Typography variant="caption" color="text.secondary">
        {t(`linked.${kind}.count`, { count: list.total })}
      </Typography>
      <List aria-label={t(`tabs.${kind}`)}>
        {list.items.map((item) => (
          <ListItem key={item.id}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/${kind}/${encodeURIComponent(item.id)}`}>
                  {linkedItemText(item)}
                </Link>
              }
            />
          </ListItem>
        ))}
      </List>
    </ListState>
  );
}
