import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccountView } from '@kollab/contracts';
import { AccountSection } from './AccountSection';
import { accountActions, selectAccountChanges, selectAccountImages, type AccountImage } from './account.slice';

/** The pictures: logo and icon, each shown, uploaded and removed on its own. */
export function ImagesSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  return (
    <AccountSection title={t('images.title')}>
      <Stack spacing={2}>
        <ImagePicker image="logo" present={account.logo !== null} />
        <ImagePicker image="icon" present={account.icon !== null} />
      </Stack>
    </AccountSection>
  );
}

function ImagePicker({ image, present }: { image: AccountImage; present: boolean }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const loaded = useSelector(selectAccountImages)[image];
  const change = useSelector(selectAccountChanges)[image];
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 64,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {loaded ? (
          <img src={loaded.url} alt={t(`images.${image}Alt`)} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {present ? t('images.loading') : t('images.none')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1}>
        <Typography variant="body2">{t(`images.${image}`)}</Typography>
        <Stack direction="row" spacing={1}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            hidden
            aria-label={t(`images.${image}Upload`)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) dispatch(accountActions.imageChangeRequested({ image, file }));
              event.target.value = '';
            }}
          />
          <Button size="small" variant="outlined" disabled={change.status === 'saving'} onClick={() => input.current?.click()}>
            {t(`images.${image}Upload`)}
          </Button>
          {present && (
            <Button
              size="small"
              color="error"
              disabled={change.status === 'saving'}
              onClick={() => dispatch(accountActions.imageChangeRequested({ image, file: null }))}
            >
              {t(`images.${image}Remove`)}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
