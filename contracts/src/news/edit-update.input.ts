import { PublishUpdateInput } from './publish-update.input';

/**
 * PUT /api/v2/admin/updates/{id} (role admin): the same fields and rules as publishing;
 * title, text and image are replaced (absent or null: no image), `date` is kept when absent.
 */
export class EditUpdateInput extends PublishUpdateInput {}
