import { UuidPathPipe } from '../../../core/http/path-id.pipe';

/** An offer id in a path. */
export const OfferIdPipe = new UuidPathPipe('offers.offer_not_found');
/** A comment id in a path. */
export const OfferCommentIdPipe = new UuidPathPipe('offers.comment_not_found');
