/**
 * Updates are global, not an organisation's: their streams and read model belong to
 * the pseudo-account `_system` (contexts/README.md).
 */
export const SYSTEM_ACCOUNT_ID = '_system';
