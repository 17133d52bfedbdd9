/** The pseudo-account of global read models (contexts/README.md). */
export const SYSTEM_SCOPE = '_system';
