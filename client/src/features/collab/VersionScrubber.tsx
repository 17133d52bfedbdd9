import { useState } from 'react';
import { Box, Button, Slider, Stack, Typography } from '@mui/material';
import type { HistoryEntry } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';

export interface VersionScrubberProps {
  entries: readonly HistoryEntry[];
  value: number;
  latest: number;
  names: Record<string, string>;
  onChange(version: number): void;
  onAt(at: string): void;
}

/** `datetime-local` text (local time) → ISO time, or null while incomplete. */
export function isoOfLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A slider over versions 1..latest and a date-time field: "Version n of m · date · who".
 * Moving the slider calls onChange(version); a time calls onAt(iso time); "back to the
 * current version" calls onChange(latest).
 */
export function VersionScrubber({ entries, value, latest, names, onChange, onAt }: VersionScrubberProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const [at, setAt] = useState('');
  const entry = entries.find((item) => item.version === value);
  const who = entry?.actor_id ? (entry.actor_name ?? names[entry.actor_id] ?? t('history.unknownUser')) : t('history.system');
  const atIso = isoOfLocal(at);
  const position = t('scrubber.position', { version: value, latest, when: entry ? formatDateTime(entry.occurred_at) : '', who });

  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Box sx={{ px: 1 }}>
        <Slider
          aria-label={t('scrubber.label')}
          min={1}
          max={Math.max(1, latest)}
          step={1}
          marks={latest <= 30}
          value={Math.min(Math.max(1, value), Math.max(1, latest))}
          disabled={latest <= 1}
          getAriaValueText={(version) => t('scrubber.position', { version, latest, when: '', who: '' }).replace(/( · )+$/, '')}
          onChange={(_event, next) => {
            const version = Array.isArray(next) ? next[0] : next;
            if (version !== value) onChange(version);
          }}
        />
      </Box>
      <Typography variant="body2" role="status">
        {position}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <DateField kind="date-time" size="small" label={t('scrubber.at')} value={at} onChange={setAt} />
        <Button size="small" disabled={!atIso} onClick={() => atIso && onAt(atIso)}>
          {t('scrubber.showAt')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="outlined" disabled={value === latest} onClick={() => onChange(latest)}>
          {t('scrubber.backToCurrent')}
        </Button>
      </Stack>
    </Stack>
  );
}
