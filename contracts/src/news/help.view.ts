/** GET /api/v2/static/help: the help drawer's text and its button, in the caller's language. */
export interface HelpView {
  locale: 'de' | 'en';
  text: string;
  /** The label of the drawer's button. */
  button: string;
  /** Where the button leads. */
  url: string;
}
