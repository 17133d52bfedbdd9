import { useState, type ReactElement } from 'react';
import { Button, IconButton, ListItemIcon, Menu, MenuItem, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import NotesIcon from '@mui/icons-material/Notes';
import PollIcon from '@mui/icons-material/Poll';
import { useTranslation } from 'react-i18next';
import { addEntries, type AddEntry } from './add-entries';

const ICONS: Record<AddEntry['id'], ReactElement> = {
  task: <AssignmentIcon fontSize="small" />,
  protocol: <NotesIcon fontSize="small" />,
  offer: <LocalOfferIcon fontSize="small" />,
  survey: <PollIcon fontSize="small" />,
};

export interface AddMenuProps {
  roles: readonly string[];
  flags: readonly string[];
  onNavigate(path: string): void;
}

/** The top bar's Add menu; hidden when the member may create nothing. */
export function AddMenu({ roles, flags, onNavigate }: AddMenuProps) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = addEntries(roles, flags);
  if (entries.length === 0) return null;
  const openMenu = (target: HTMLElement) => setAnchor(target);
  const trigger = { 'aria-haspopup': 'menu' as const, 'aria-expanded': anchor !== null, 'aria-controls': anchor ? 'add-menu' : undefined };
  return (
    <>
      {narrow ? (
        <IconButton color="inherit" aria-label={t('add.open')} {...trigger} onClick={(event) => openMenu(event.currentTarget)}>
          <AddIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<AddIcon />} {...trigger} onClick={(event) => openMenu(event.currentTarget)}>
          {t('add.open')}
        </Button>
      )}
      <Menu id="add-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem
            key={entry.id}
            onClick={() => {
              setAnchor(null);
              onNavigate(entry.path);
            }}
          >
            <ListItemIcon>{ICONS[entry.id]}</ListItemIcon>
            {t(`add.${entry.id}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
