import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from '../routes';

/**
 * The first Tab stop of every signed-in page: "Zum Inhalt springen" jumps over header and
 * sidebar to the page's content. Hidden until focused.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // focus, not a hash in the address (the router would treat it as a navigation)
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
