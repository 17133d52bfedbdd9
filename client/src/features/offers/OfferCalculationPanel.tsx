import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { OFFER_HOURS_AT_RATE, OFFER_RATES, type OfferCalculationValues, type OfferRateValues } from '@kollab/contracts/offers/offer.money';
import { useCatalog } from '../../lib/i18n-catalog';
import { formatCents, formatDecimal } from '../../lib/money';
import { calculationOf } from './offer-calculation';
import { OFFERS, offersCatalog } from './offers.catalog';

export interface OfferCalculationPanelProps {
  /** The calculation fields in hundredths (as typed and parsed, or of a view). */
  values: OfferCalculationValues;
  /** The hourly rates in cents per hour. */
  rates: OfferRateValues;
  /** A line under the table: which rates it computes with, or why not. */
  note?: ReactNode;
  /** With its own heading (the detail page); in the form the inputs' heading names it. */
  titled?: boolean;
}

/**
 * What an offer comes to, position by position: material, transport, each kind of hours ×
 * its rate, the subtotal, the provision and the total. Computed in cents by the contracts'
 * `calculateOffer`, exactly as the server computes it (no float sums: 0,10 + 0,20 is 0,30).
 */
export function OfferCalculationPanel({ values, rates, note, titled = true }: OfferCalculationPanelProps) {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const language = i18n.language;
  const result = calculationOf(values, rates);
  const money = (cents: number) => formatCents(cents, language);
  const decimal = (hundredths: number) => formatDecimal(hundredths / 100, language);
  const row = (label: string, amount: number, quantity = '', rate = '', strong = false) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row" sx={strong ? { fontWeight: 700 } : undefined}>
        {label}
      </TableCell>
      <TableCell align="right">{quantity}</TableCell>
      <TableCell align="right">{rate}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...(strong ? { fontWeight: 700 } : {}) }}>
        {money(amount)}
      </TableCell>
    </TableRow>
  );

  return (
    <Box component="section" aria-label={t('calculation.title')} sx={{ mt: 1 }}>
      {titled && (
        <Typography variant="subtitle1" component="h2">
          {t('calculation.title')}
        </Typography>
      )}
      <Table size="small" aria-label={t('calculation.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('calculation.position')}</TableCell>
            <TableCell align="right">{t('calculation.quantity')}</TableCell>
            <TableCell align="right">{t('calculation.rate')}</TableCell>
            <TableCell align="right">{t('calculation.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {row(t('fields.materialprice'), values.materialprice)}
          {row(t('fields.transportkosten'), values.transportkosten)}
          {OFFER_RATES.map((rate) =>
            row(
              t(`rates.${rate}`),
              result.labour[rate],
              t('calculation.hours', { value: decimal(values[OFFER_HOURS_AT_RATE[rate]]) }),
              t('calculation.perHour', { value: decimal(rates[rate]) }),
            ),
          )}
          {row(t('fields.subtotal'), result.subtotal, '', '', true)}
          {row(t('fields.provision'), result.provision_amount, t('calculation.percent', { value: decimal(values.provision) }))}
        </TableBody>
      </Table>
      {/* The total line, announced as it changes while typing. */}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', px: 2, pt: 1, borderTop: 2, borderColor: 'text.primary' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('fields.total')}
        </Typography>
        <Typography component="output" aria-live="polite" aria-label={t('fields.total')} sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {money(result.total)}
        </Typography>
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
