import { Avatar, AvatarGroup, Stack, Tooltip, Typography } from '@mui/material';
import type { PresenceViewer } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';

export interface PresenceBarProps {
  viewers: readonly PresenceViewer[];
  selfId: string;
}

/** "AB" for "Anna Berg", "A" for "anna". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Who else has this item open: initials with names; nothing when nobody else does. */
export function PresenceBar({ viewers, selfId }: PresenceBarProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const others = viewers.filter(
    (viewer, index) => viewer.user_id !== selfId && viewers.findIndex((item) => item.user_id === viewer.user_id) === index,
  );
  if (others.length === 0) return null;
  const names = others.map((viewer) => viewer.name).join(', ');
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('presence.label')} sx={{ alignItems: 'center' }}>
      <AvatarGroup max={5} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}>
        {others.map((viewer) => (
          <Tooltip key={viewer.user_id} title={viewer.name}>
            <Avatar alt={viewer.name} aria-label={viewer.name} role="img">
              {initialsOf(viewer.name)}
            </Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {t('presence.others', { names })}
      </Typography>
    </Stack>
  );
}
