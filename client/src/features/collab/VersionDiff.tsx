import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';
import { diffViews } from './diff-views';
import type { FieldWords } from './field-words';

export interface VersionDiffProps {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  beforeLabel: string;
  afterLabel: string;
  fields: readonly string[];
  words: FieldWords;
}

/** The differences of two versions as a table "field · version a · version b", or "no differences". */
export function VersionDiff({ before, after, beforeLabel, afterLabel, fields, words }: VersionDiffProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const changes = diffViews(before, after, fields);
  const text = (field: string, value: unknown) => (value === null || value === undefined ? '' : words.value(field, value)) || t('empty');
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('diff.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('diff.label')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('diff.field')}</TableCell>
          <TableCell component="th" scope="col">{beforeLabel}</TableCell>
          <TableCell component="th" scope="col">{afterLabel}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">{words.label(change.field)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{text(change.field, change.from)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{text(change.field, change.to)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
