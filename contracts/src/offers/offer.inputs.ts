import { ValidateBy } from 'class-validator';
import { NotBlank, YmdDate } from '../contacts/contact.rules';
import { TemplatedTypeInput } from '../types/type.inputs';
import { AtLeast, Bool, Int, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import {
  hundredthsToNumber,
  OFFER_AMOUNT_MAX,
  OFFER_HOURS_MAX,
  OFFER_PROVISION_MAX,
  OFFER_RATE_MAX,
  parseHundredths,
  type Hundredths,
} from './offer.money';
import {
  DECIMAL_ERROR_KEYS,
  OFFER_COMMENT_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_OUTCOMES,
  OFFER_TITLE_MAX,
  OFFER_WATCH_STATUSES,
  SETTABLE_OFFER_STATUSES,
  type OfferOutcome,
  type OfferWatchStatus,
  type SettableOfferStatus,
} from './offer.rules';

const ID_MAX = 64;

/**
 * A JSON number ≥ 0 with at most 2 decimals and at most `max` (hundredths), checked by the
 * money module's own parser (offer.money.ts), so the 422 here and the decider's agree: one
 * message per field, the first rule broken (not a number, too many decimals, negative, too
 * large). The OpenAPI document describes `isDecimal` as a number from 0 to its constraint
 * (the maximum) in steps of 0.01 (class-schema.ts).
 */
const Decimal = (max: Hundredths): PropertyDecorator => {
  const tooLarge = `${DECIMAL_ERROR_KEYS.too_large}?max=${hundredthsToNumber(max)}`;
  return ValidateBy({
    name: 'isDecimal',
    constraints: [hundredthsToNumber(max)],
    validator: {
      validate: (value: unknown) => typeof value === 'number' && parseHundredths(value, max).ok,
      defaultMessage: (args) => {
        const parsed = typeof args?.value === 'number' ? parseHundredths(args.value, max) : undefined;
        if (!parsed || parsed.ok) return DECIMAL_ERROR_KEYS.not_a_number;
        return parsed.error === 'too_large' ? tooLarge : DECIMAL_ERROR_KEYS[parsed.error];
      },
    },
  });
};

/**
 * The fields POST and PATCH share; on PATCH each is optional and `null` clears an optional
 * one. The calculation fields are numbers with at most 2 decimals, never negative (422
 * `offers.value_*` otherwise); left out on POST, or `null`, they are 0.
 */
class OfferFieldsInput {
  /** An offer type id of the account (GET v1/account_manager/offer_types); the number's prefix. */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  type?: string | null;

  /** A team id of the account; creating in (or moving to) a team needs `create` there. */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  team?: string | null;

  /** The customer: a contact id of the account. */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  contact?: string | null;

  /** A contact person of `contact` (needs a contact). */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  contact_person?: string | null;

  /** YYYY-MM-DD: the offer is valid through this day; once it passed, an offer not closed is overdue. */
  @Optional()
  @Text()
  @YmdDate()
  valid_until?: string | null;

  /** Rich text, sanitised on write. */
  @Optional()
  @Text()
  @MaxLen(OFFER_DESCRIPTION_MAX)
  description?: string | null;

  /** Material price (EUR), at most 99,999,999.99. */
  @Optional()
  @Decimal(OFFER_AMOUNT_MAX)
  materialprice?: number | null;

  /** Transport costs (EUR), at most 99,999,999.99. */
  @Optional()
  @Decimal(OFFER_AMOUNT_MAX)
  transportkosten?: number | null;

  /** Provision in percent of the subtotal, at most 100. */
  @Optional()
  @Decimal(OFFER_PROVISION_MAX)
  provision?: number | null;

  /** Hours of manufacturing (Fertigung), at most 99,999.99. */
  @Optional()
  @Decimal(OFFER_HOURS_MAX)
  fertigungsstunden?: number | null;

  /** Hours of design (Konstruktion), at most 99,999.99. */
  @Optional()
  @Decimal(OFFER_HOURS_MAX)
  konstruktionsstunden?: number | null;

  /** Hours of customer service (Kundendienst), at most 99,999.99. */
  @Optional()
  @Decimal(OFFER_HOURS_MAX)
  kundendienststunden?: number | null;

  /** Hours in the test bay (Prüffeld), at most 99,999.99. */
  @Optional()
  @Decimal(OFFER_HOURS_MAX)
  prueffeld?: number | null;

  /** Left out on create: COMMENTS_ENABLED_BY_DEFAULT (on). */
  @Optional()
  @Bool()
  comments_enabled?: boolean;

  /** true publishes (needs team and type), false makes it a draft again. */
  @Optional()
  @Bool()
  published?: boolean;
}

/** POST v1/offers: title required; the rest optional (a draft needs no team or type). */
export class CreateOfferInput extends OfferFieldsInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(OFFER_TITLE_MAX)
  title!: string;
}

/** PATCH v1/offers/{id}: the fields sent change; `version` (or If-Match) guards against lost updates. */
export class ChangeOfferInput extends OfferFieldsInput {
  @Optional()
  @Text()
  @NotBlank()
  @MaxLen(OFFER_TITLE_MAX)
  title?: string;

  /** The version the edit is based on (instead of If-Match; both must agree). */
  @Optional()
  @Int()
  @AtLeast(1)
  version?: number;
}

/**
 * PATCH v1/offers/{id}/status {status, outcome}: `outcome` is required when closing and
 * refused otherwise (422 `offers.outcome_required`, `offers.outcome_only_when_closed`).
 */
export class OfferStatusInput {
  @Required()
  @OneOf(SETTABLE_OFFER_STATUSES)
  status!: SettableOfferStatus;

  @Optional()
  @OneOf(OFFER_OUTCOMES)
  outcome?: OfferOutcome | null;
}

/** PATCH v1/offers/{id}/watch: the caller watches the offer (is told of its changes) or not. */
export class OfferWatchInput {
  @Required()
  @OneOf(OFFER_WATCH_STATUSES)
  status!: OfferWatchStatus;
}

/** POST v1/offers/{id}/viewers: an active member of the account (as for tasks). */
export class OfferUserInput {
  @Required()
  @Text()
  @MaxLen(ID_MAX)
  user_id!: string;
}

/** POST v1/offers/{id}/comments, PUT …/comments/{cid}. */
export class OfferCommentInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(OFFER_COMMENT_MAX)
  body!: string;
}

/** POST and PUT v1/account_manager/offer_types {title, short, template}: title max 255, prefix max 5. */
export class OfferTypeInput extends TemplatedTypeInput {}

/** PUT v1/account_manager/offer_rates: the hourly rates (EUR per hour, at most 9,999.99) new offers are calculated with. */
export class OfferRatesInput {
  @Required()
  @Decimal(OFFER_RATE_MAX)
  fertigung!: number;

  @Required()
  @Decimal(OFFER_RATE_MAX)
  konstruktion!: number;

  @Required()
  @Decimal(OFFER_RATE_MAX)
  kundendienst!: number;

  @Required()
  @Decimal(OFFER_RATE_MAX)
  prueffeld!: number;
}
