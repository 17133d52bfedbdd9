/** The fields of user events that identify a person; erasure blanks them in the stored events. */
const PERSONAL_FIELDS = ['username', 'email', 'new_email', 'first_name', 'last_name', 'gender', 'date_of_birth'] as const;

/**
 * An erased user's events keep their type, time and order (the history still shows that
 * something happened) but no longer say who: every personal field becomes null.
 */
export function redactUserEvent(event: { data: unknown }): unknown {
  if (typeof event.data !== 'object' || event.data === null) return event.data;
  const data: Record<string, unknown> = { ...(event.data as Record<string, unknown>) };
  for (const field of PERSONAL_FIELDS) if (field in data) data[field] = null;
  return data;
}
