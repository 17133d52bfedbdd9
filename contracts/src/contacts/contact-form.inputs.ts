import { List, Required } from '../validation/rules';
import { FORM_ELEMENTS_MAX } from './contact-form.schema';

/**
 * PUT v1/account_manager/contact_form: the whole schema, in order. Each element is
 * `{ key, type, label, helpblock?, placeholder?, required?, options? (dropdown, radio,
 * multiple), max? (rating) }`, checked by `checkFormSchema` (errors `elements.<i>.<property>`).
 */
export class ContactFormInput {
  @Required()
  @List(FORM_ELEMENTS_MAX)
  elements!: unknown[];
}
