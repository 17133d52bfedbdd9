import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom, type ChangePasswordInput, type UpdateProfileInput } from '@kollab/contracts';
import { AvatarSection } from './AvatarSection';
import { DetailsForm } from './DetailsForm';
import { EmailForm } from './EmailForm';
import { NotificationSettingsSection, type NotificationSettingsSectionProps } from './NotificationSettingsForm';
import { PasswordForm } from './PasswordForm';
import type { ProfileState } from './profile.slice';

export interface ProfilePageProps {
  profile: ProfileState;
  onSaveDetails(input: UpdateProfileInput): void;
  onRequestEmailChange(email: string): void;
  onConfirmEmailChange(code: string): void;
  onChangePassword(input: ChangePasswordInput): void;
  onUploadAvatar(file: File): void;
  onRemoveAvatar(): void;
  /** The current account's e-mail notification settings (issue 17); absent without an account. */
  notificationSettings?: NotificationSettingsSectionProps;
}

/**
 * /profile: the own user, in four sections (picture, details, e-mail, password), each its own form
 * checked with the contracts' rules (lib/forms.ts), and with an account its e-mail notification settings;
 * every save answers with a toast (notifications).
 */
export function ProfilePage({ profile, notificationSettings, ...handlers }: ProfilePageProps) {
  const { t, i18n } = useTranslation('profile');
  if (profile.status === 'failed') {
    return <Alert severity="error">{errorMessage(profile.error ?? 'server.internal', localeFrom(i18n.language))}</Alert>;
  }
  const user = profile.user;
  if (!user) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <AvatarSection
        user={user}
        avatarUrl={profile.avatarUrl}
        save={profile.save.avatar}
        onUpload={handlers.onUploadAvatar}
        onRemove={handlers.onRemoveAvatar}
      />
      {/* a saved version starts the form afresh from the server's values */}
      <DetailsForm key={`details-${user.version}`} user={user} save={profile.save.details} onSave={handlers.onSaveDetails} />
      <EmailForm user={user} save={profile.save.email} onRequest={handlers.onRequestEmailChange} onConfirm={handlers.onConfirmEmailChange} />
      {notificationSettings && <NotificationSettingsSection {...notificationSettings} />}
      <PasswordForm save={profile.save.password} onSave={handlers.onChangePassword} />
    </Stack>
  );
}
