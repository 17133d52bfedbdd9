import { AtLeast, AtMost, Int, MaxLen, Optional, Pattern, Required, Text, Url } from '../validation/rules';
import { UPDATE_DATE_MAX, UPDATE_IMAGE_URL_MAX, UPDATE_TEXT_MAX, UPDATE_TITLE_MAX } from './update-rules';

/** POST /api/v2/admin/updates (role admin). */
export class PublishUpdateInput {
  @Required()
  @Text()
  @Pattern(/\S/, 'validation.required')
  @MaxLen(UPDATE_TITLE_MAX)
  title!: string;

  @Required()
  @Text()
  @Pattern(/\S/, 'validation.required')
  @MaxLen(UPDATE_TEXT_MAX)
  text!: string;

  /** Millisecond timestamp shown as the update's date; the time of publishing when absent. A future date schedules it. */
  @Optional()
  @Int()
  @AtLeast(0)
  @AtMost(UPDATE_DATE_MAX)
  date?: number;

  /** An http(s) image shown with the update; absent or null: none. */
  @Optional()
  @Url()
  @MaxLen(UPDATE_IMAGE_URL_MAX)
  image_url?: string | null;
}
