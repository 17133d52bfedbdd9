import {
  calculateOffer,
  OFFER_HOURS_AT_RATE,
  OFFER_RATES,
  type Locale,
  type OfferCalculationValues,
  type OfferRateValues,
  type OfferView,
} from '@kollab/contracts';
import type { PrintDocument, PrintField, PrintSum } from '../../../core/print/print-document';
import { printLabel } from '../../../core/print/print-labels';
import { htmlToBlocks, printAmount, printDate, printDecimal } from '../../../core/print/print-text';
import type { DirectoryContact } from '../../contacts/public/contact-directory';

/** What an offer's print is made of: the offer (its view, its calculation in hundredths and its rates), resolved names. */
export interface OfferPrintParts {
  head: Pick<PrintDocument, 'locale' | 'account_name' | 'logo_file_id'>;
  offer: Pick<OfferView, 'id' | 'number' | 'title' | 'description' | 'valid_until' | 'contact_person' | 'created_at' | 'published_at'>;
  values: OfferCalculationValues;
  rates: OfferRateValues;
  /** The offer's contact (undefined: none, or deleted since). */
  customer: DirectoryContact | undefined;
  /** The author's name (the customer's contact at the account). */
  author: string | undefined;
}

/** Addresses at home print without their country (DIN 5008): the accounts are German. */
const HOME_COUNTRY = 'DE';

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The customer's address as a window envelope shows it: name, the contact person, street, zip and city, a foreign country. */
function recipientLines(customer: DirectoryContact | undefined, personId: string | null, locale: Locale): string[] {
  if (!customer) return [];
  const label = (key: string) => printLabel(locale, key);
  const person = personId ? customer.persons.find((p) => p.id === personId) : undefined;
  const { street, zip, city, country } = customer.address;
  const lines = [customer.name];
  if (person) {
    const salutation = locale === 'de' && person.salutation ? `${person.salutation} ` : '';
    lines.push(`${label('attention')} ${salutation}${person.name}`);
  }
  if (street) lines.push(street);
  if (zip || city) lines.push(`${zip} ${city}`.trim());
  if (country && country.toUpperCase() !== HOME_COUNTRY) lines.push(countryName(country, locale).toLocaleUpperCase(locale));
  return lines;
}

/** A percentage from hundredths of a percent, without trailing zeros: `5 %`, `5,5 %` (de); `5%`, `5.5%` (en). */
function printPercent(hundredths: number, locale: Locale): string {
  const number = printDecimal(hundredths, locale).replace(/[.,]?0+$/, '');
  return locale === 'de' ? `${number} %` : `${number}%`;
}

/**
 * The quote as a PrintDocument (issue 14): the customer's address and the offer's facts
 * (number, date, validity, customer number, the author as contact), the title, the
 * description, the positions (material and transport as flat amounts, each kind of hours
 * as hours × rate = amount, with the rates the offer keeps; positions of 0 are left out),
 * subtotal, provision with its percentage and total, computed by `calculateOffer`.
 */
export function offerPrintDocument({ head, offer, values, rates, customer, author }: OfferPrintParts): PrintDocument {
  const { locale } = head;
  const label = (key: string) => printLabel(locale, key);
  const money = (cents: number) => printAmount(cents, locale);
  const calculation = calculateOffer(values, rates);
  const rows: string[][] = [];
  const position = (...cells: string[]) => rows.push([String(rows.length + 1), ...cells]);
  for (const field of ['materialprice', 'transportkosten'] as const)
    if (values[field] > 0) position(label(field), label('flat_rate'), '', money(values[field]));
  for (const rate of OFFER_RATES) {
    const hours = values[OFFER_HOURS_AT_RATE[rate]];
    if (hours > 0)
      position(
        label(`rate.${rate}`),
        `${printDecimal(hours, locale)} ${label('hours')}`,
        `${money(rates[rate])}${label('per_hour')}`,
        money(calculation.labour[rate]),
      );
  }
  const sums: PrintSum[] = [{ label: label('subtotal'), value: money(calculation.subtotal) }];
  if (values.provision > 0)
    sums.push({ label: `${label('provision')} (${printPercent(values.provision, locale)})`, value: money(calculation.provision_amount) });
  sums.push({ label: label('total'), value: money(calculation.total), total: true });

  const facts: PrintField[] = [
    ...(offer.number ? [{ label: label('offer_number'), value: offer.number }] : []),
    { label: label('offer_date'), value: printDate(offer.published_at ?? offer.created_at) },
    ...(offer.valid_until ? [{ label: label('valid_until'), value: printDate(offer.valid_until) }] : []),
    ...(customer?.number ? [{ label: label('customer_number'), value: customer.number }] : []),
    ...(author ? [{ label: label('your_contact'), value: author }] : []),
  ];
  const description = htmlToBlocks(offer.description);
  return {
    ...head,
    letter: { recipient: recipientLines(customer, offer.contact_person, locale), facts },
    title: offer.number ? `${label('offer')} ${offer.number}` : label('offer'),
    subject: offer.title,
    subtitle: '',
    fields: [],
    sections: description.length > 0 ? [{ heading: label('description'), blocks: description }] : [],
    ...(rows.length > 0
      ? {
          table: {
            columns: [label('position'), label('service'), label('quantity'), label('unit_price'), label('amount')],
            widths: [7, 36, 16, 19, 22],
            align: ['left', 'left', 'right', 'right', 'right'],
            rows,
            keep_together: true,
          },
        }
      : {}),
    sums,
    ...(offer.valid_until ? { note: `${label('valid_note')} ${printDate(offer.valid_until)}.` } : {}),
    page_numbers: { page: label('page'), of: label('of') },
  };
}
