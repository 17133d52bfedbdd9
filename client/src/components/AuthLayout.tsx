import { Box, Paper, Typography } from '@mui/material';
import { Outlet } from 'react-router-dom';

/** The auth-page style (seed §2): the brand band and a centred card, narrow enough for phones. */
export function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 3, py: 2 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, letterSpacing: '0.02em' }}>
          Kollab
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' }, p: { xs: 1.5, sm: 3 } }}
      >
        <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 420, alignSelf: { xs: 'flex-start', sm: 'center' } }} elevation={2}>
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
