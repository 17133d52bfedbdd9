/**
 * Comments are on for every new item (task, protocol, offer) unless its creator switches
 * them off: the API's default when `comments_enabled` is left out, and the create forms'.
 */
export const COMMENTS_ENABLED_BY_DEFAULT = true;
