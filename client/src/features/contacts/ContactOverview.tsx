import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Box, Link, Paper, Typography } from '@mui/material';
import { localeFrom, type ContactView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import { selectContactLookups } from './contacts.slice';
import { selectTypeTitles, selectUserNames, useContactLookups } from './contact-lookups';
import { countryName, detailText } from './contact-display';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

function Fields({ label, rows }: { label: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The contact's fields, address and custom details (those of the account's form, in its order). */
export function ContactOverview({ contact }: { contact: ContactView }) {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const locale = localeFrom(i18n.language);
  const { form } = useSelector(selectContactLookups);
  const { countries } = useContactLookups(['countries']);
  const typeTitles = useSelector(selectTypeTitles);
  const userNames = useSelector(selectUserNames);
  const user = (id: string | null) => (id ? (userNames[id] ?? t('form.formerMember')) : '');
  const elements = form.data?.elements ?? [];
  const words = { yes: t('yes'), no: t('no'), userName: (id: string) => user(id) };
  const details = elements
    .filter((element) => element.type !== 'divider')
    .map((element): [string, ReactNode] => [element.label, detailText(element, contact.details[element.key], words)]);
  // values of elements a manager has since removed from the form stay visible under their key
  const orphans = Object.keys(contact.details).filter((key) => !elements.some((element) => element.key === key));
  for (const key of orphans) details.push([key, String(contact.details[key])]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Fields
        label={t('sections.contact')}
        rows={[
          [t('fields.number'), contact.number],
          [t('fields.type'), typeTitles[contact.type] ?? ''],
          [t('fields.uid'), contact.uid],
          [
            t('fields.homepage'),
            contact.homepage ? (
              <Link href={contact.homepage} target="_blank" rel="noopener noreferrer">
                {contact.homepage}
              </Link>
            ) : null,
          ],
          [t('fields.contact_since'), formatDate(contact.contact_since)],
          [t('fields.account_manager'), user(contact.account_manager)],
          [t('fields.key_account_manager'), user(contact.key_account_manager)],
        ]}
      />
      <Fields
        label={t('sections.address')}
        rows={[
          [t('fields.street'), contact.address.street],
          [t('fields.zip'), contact.address.zip],
          [t('fields.city'), contact.address.city],
          [t('fields.country'), countryName(countries, contact.address.country, locale)],
        ]}
      />
      {details.length > 0 && <Fields label={t('sections.details')} rows={details} />}
    </Box>
  );
}
