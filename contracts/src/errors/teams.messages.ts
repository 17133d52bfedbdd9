/** Error codes of the teams context, with German and English texts (seed §8 Teams). */
export const TEAMS_MESSAGES = {
  'teams.user_already_member': {
    de: 'Benutzer ist bereits Mitglied',
    en: 'user already a member',
  },
  'teams.last_admin_cannot_be_removed': {
    de: 'Der letzte Administrator kann nicht entfernt werden',
    en: 'last admin cannot be removed',
  },
  'teams.user_not_eligible': {
    de: 'Nur aktive Benutzer der Organisation (keine Portal-Benutzer) können Teammitglieder sein.',
    en: 'Only active users of the organisation (no portal users) can be team members.',
  },
} as const satisfies Record<string, { de: string; en: string }>;
