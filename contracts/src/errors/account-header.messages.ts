/**
 * The 403 answers of the Account header check. Their `message` is the seed's text in
 * every language: the client recognises them by it (seed §8) and reloads the signature.
 */
export const ACCOUNT_HEADER_MESSAGES = {
  'account.missing': { de: 'Account missing', en: 'Account missing' },
  'account.invalid': { de: 'Invalid Account sent', en: 'Invalid Account sent' },
  'account.signature_invalid': { de: 'Account Signature Invalid', en: 'Account Signature Invalid' },
  'account.signature_outdated': { de: 'Account Signature Outdated', en: 'Account Signature Outdated' },
} as const;
