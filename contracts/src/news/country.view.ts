/** One ISO 3166-1 alpha-2 country (GET /api/v1/static_content/countries). */
export interface CountryView {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** The name in the caller's language (Content-Language, de by default). */
  name: string;
  names: { de: string; en: string };
}
