import { useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide button; reports the caps-lock state on every key. */
export function PasswordField({ onCapsLock, ...props }: TextFieldProps & { onCapsLock?: (on: boolean) => void }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const report = (event: KeyboardEvent) => onCapsLock?.(event.getModifierState?.('CapsLock') ?? false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      onKeyDown={report}
      onKeyUp={report}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? t('hidePassword') : t('showPassword')} onClick={() => setVisible((value) => !value)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
