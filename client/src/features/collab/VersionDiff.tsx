import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';
import { shortenPair } from './shorten-pair';
import { diffViews } from './diff-views';
import type { FieldLabels } from './field-labels';

export interface VersionDiffProps {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  beforeLabel: string;
  afterLabel: string;
  fields: readonly string[];
  words: FieldLabels;
}

/** The differences of two versions as a table "field · version a · version b", or "no differences". */
export function VersionDiff({ before, after, beforeLabel, afterLabel, fields, words }: VersionDiffProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const changes = diffViews(before, after, fields);
  const text = (field: string, value: unknown) => (value === null || value === undefined ? '' : words.value(field, value)) || t('empty');
  /** Before and after in words, long texts cut where they differ. */
  const texts = (field: string, from: unknown, to: unknown) => shortenPair(text(field, from), text(field, to));
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
          <TableCell component="th" scope="col">
            {t('diff.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {beforeLabel}
          </TableCell>
          <TableCell component="th" scope="col">
            {afterLabel}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {words.label(change.field)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{texts(change.field, change.from, change.to)[0]}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{texts(change.field, change.from, change.to)[1]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
