import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@kollab/contracts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from './profile.api';
import type { SaveState } from './profile.slice';
import { ProfileSection, SaveAlert } from './ProfileSection';

export interface AvatarSectionProps {
  user: UserView;
  avatarUrl: string | null;
  save: SaveState;
  onUpload(file: File): void;
  onRemove(): void;
}

/** The picture: its type and size (profile.api.ts) are checked before it is uploaded. */
export function AvatarSection({ user, avatarUrl, save, onUpload, onRemove }: AvatarSectionProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setProblem(t('avatar.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('avatar.tooLarge'));
    setProblem(null);
    onUpload(file);
  };
  return (
    <ProfileSection id="profile-avatar" title={t('avatar.title')}>
      <SaveAlert save={save} fields={[]} />
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={avatarUrl ?? undefined} alt={t('avatar.alt', { name: user.full_name })} sx={{ width: 72, height: 72 }}>
          {(user.first_name[0] ?? '') + (user.last_name[0] ?? '')}
        </Avatar>
        <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={pick} data-testid="avatar-input" />
        <Button variant="outlined" onClick={() => input.current?.click()} loading={save.status === 'saving'}>
          {t('avatar.upload')}
        </Button>
        {user.avatar_url && (
          <Button color="error" onClick={onRemove} disabled={save.status === 'saving'}>
            {t('avatar.remove')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('avatar.hint')}
      </Typography>
    </ProfileSection>
  );
}
