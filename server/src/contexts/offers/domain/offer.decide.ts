import { DomainRefusal, OFFER_CALCULATION_FIELDS, OFFER_COMMENT_MAX, sameValue } from '@kollab/contracts';
import type { ChangeOffer, CreateOffer, OfferCommand } from './offer.commands';
import { closedCalculationFixed, commentsDisabled, offerNotFound, publishNeedsTeamAndType } from './offer.errors';
import type { OfferEvent, OfferFields } from './offer.events';
import { canBePublished, checkFields, fieldsFromDraft } from './offer.fields';
import { ratesOf, type LiveOffer, type OfferState } from './offer.state';
import { changeStatus, markOverdue, overdueAfterValidUntilChange, recalculate } from './offer.status';

const forbidden = (): DomainRefusal => DomainRefusal.forbidden('auth.forbidden');

/** A new offer: its fields checked (money by the contracts' parser), kept in hundredths with the account's current rates. */
function create({ data }: CreateOffer, state: OfferState): OfferEvent[] {
  if (state.lifecycle !== 'none') throw DomainRefusal.conflict('concurrency.wrong_expected_version');
  const draft = fieldsFromDraft(data.fields);
  const fields = { ...draft.fields, title: typeof data.fields.title === 'string' ? data.fields.title.trim() : '' } as OfferFields;
  checkFields(fields, data.facts, new Set(Object.keys(data.fields)), draft.errors);
  if (data.publish && !canBePublished(fields)) throw publishNeedsTeamAndType();
  const events: OfferEvent[] = [
    { type: 'OfferCreated', data: { ...fields, rates: ratesOf(data.rates), number: data.number, created_by: data.actor.userId } },
  ];
  if (data.publish) events.push({ type: 'OfferPublished', data: { published_at: data.actor.now, published_by: data.actor.userId } });
  return events;
}

/**
 * PATCH: only the fields that changed are recorded (amounts compared in hundredths, so 12.5
 * and "12.50" are no change); publishing and unpublishing as their own events; overdue
 * follows a moved `valid_until`. A closed offer keeps its calculation; a published one its
 * team and type (the rule of publishing holds for its whole life).
 */
function change({ data }: ChangeOffer, offer: LiveOffer): OfferEvent[] {
  const sent = fieldsFromDraft(data.changes);
  const changed = Object.fromEntries(
    Object.entries(sent.fields).filter(([field, value]) => !sameValue(offer[field as keyof OfferFields], value)),
  ) as Partial<OfferFields>;
  if (typeof changed.title === 'string') changed.title = changed.title.trim();
  if (changed.title === offer.title) delete changed.title;
  const next: OfferFields = { ...offer, ...changed };
  checkFields(next, data.facts, new Set(Object.keys(changed)), sent.errors);
  if (offer.status === 'closed' && OFFER_CALCULATION_FIELDS.some((field) => field in changed)) throw closedCalculationFixed();
  const published = data.publish ?? offer.published;
  if (published && !canBePublished(next)) throw publishNeedsTeamAndType();
  const events: OfferEvent[] = [];
  const number = offer.number === null && next.type !== null ? data.number : undefined;
  if (Object.keys(changed).length > 0 || number) events.push({ type: 'OfferChanged', data: { ...changed, ...(number ? { number } : {}) } });
  if (published && !offer.published) events.push({ type: 'OfferPublished', data: { published_at: data.actor.now, published_by: data.actor.userId } });
  if (!published && offer.published) events.push({ type: 'OfferUnpublished', data: {} });
  events.push(...overdueAfterValidUntilChange(offer, next, data.actor.now));
  return events;
}

function commentOf(offer: LiveOffer, commentId: string, authorId: string) {
  const comment = offer.comments.find((c) => c.id === commentId);
  if (!comment) throw DomainRefusal.notFound('offers.comment_not_found');
  if (comment.author_id !== authorId) throw forbidden();
  return comment;
}

/** A comment's text: more than spaces, at most OFFER_COMMENT_MAX characters; kept trimmed. */
function commentBody(body: string): string {
  const text = typeof body === 'string' ? body.trim() : '';
  if (text === '') throw DomainRefusal.field('body', 'validation.required');
  if (text.length > OFFER_COMMENT_MAX) throw DomainRefusal.field('body', 'validation.max_length', { max: OFFER_COMMENT_MAX });
  return text;
}

/**
 * Decides an offer command on the offer's state: the events to append, nothing when the
 * command changes nothing (an idempotent repeat), or a DomainRefusal. Who may send which
 * command is the policy's question (offer-policy.ts), asked by the handler before.
 */
export function decideOffer(command: OfferCommand, state: OfferState): OfferEvent[] {
  if (command.type === 'CreateOffer') return create(command, state);
  if (state.lifecycle !== 'live') throw offerNotFound();
  const offer = state;
  switch (command.type) {
    case 'ChangeOffer':
      return change(command, offer);
    case 'DeleteOffer':
      return [{ type: 'OfferDeleted', data: {} }];
    case 'ChangeOfferStatus':
      return changeStatus(command, offer);
    case 'MarkOfferOverdue':
      return markOverdue(command, offer);
    case 'RecalculateOffer':
      return recalculate(command, offer);
    case 'AddOfferViewer':
      if (offer.viewers.includes(command.data.user_id)) return [];
      if (!command.data.active) throw DomainRefusal.field('user_id', 'offers.member_not_active');
      return [{ type: 'OfferViewerAdded', data: { user_id: command.data.user_id } }];
    case 'RemoveOfferViewer':
      if (!offer.viewers.includes(command.data.user_id)) throw DomainRefusal.notFound('offers.viewer_not_found');
      return [{ type: 'OfferViewerRemoved', data: { user_id: command.data.user_id } }];
    case 'WatchOffer': {
      const { user_id, watching } = command.data;
      if (offer.watchers.includes(user_id) === watching) return [];
      return [watching ? { type: 'OfferWatched', data: { user_id } } : { type: 'OfferUnwatched', data: { user_id } }];
    }
    case 'AddOfferComment': {
      if (!offer.comments_enabled) throw commentsDisabled();
      const { comment_id, body, actor } = command.data;
      if (offer.comments.some((c) => c.id === comment_id)) return [];
      return [{ type: 'OfferCommentAdded', data: { comment_id, body: commentBody(body), author_id: actor.userId, at: actor.now } }];
    }
    case 'ChangeOfferComment': {
      if (!offer.comments_enabled) throw commentsDisabled();
      const { comment_id, body, actor } = command.data;
      const comment = commentOf(offer, comment_id, actor.userId);
      const text = commentBody(body);
      return comment.body === text ? [] : [{ type: 'OfferCommentChanged', data: { comment_id, body: text, at: actor.now } }];
    }
    case 'RemoveOfferComment':
      // Removing one's own comment stays possible after comments were disabled.
      commentOf(offer, command.data.comment_id, command.data.actor.userId);
      return [{ type: 'OfferCommentRemoved', data: { comment_id: command.data.comment_id } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
