import { ERROR_MESSAGES, type ErrorCode } from './error-codes';
import { addErrorMessages, errorText } from './error-text';

describe('errorText (the client error texts)', () => {
  it('knows the texts of sign-in and the account picker from the start', () => {
    expect(errorText('auth.invalid_credentials', 'de')).toBe(ERROR_MESSAGES['auth.invalid_credentials'].de);
    expect(errorText('account.signature_outdated', 'en')).toBe(ERROR_MESSAGES['account.signature_outdated'].en);
  });

  it("shows the server's message (or the code) for a context's code until the shell adds every text", () => {
    expect(errorText('tasks.publish_needs_team_and_type', 'en', 'from the server')).toBe('from the server');
    expect(errorText('tasks.publish_needs_team_and_type', 'en')).toBe('tasks.publish_needs_team_and_type');
    addErrorMessages(ERROR_MESSAGES);
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      expect(errorText(code, 'de')).toBe(ERROR_MESSAGES[code].de);
      expect(errorText(code, 'en')).toBe(ERROR_MESSAGES[code].en);
    }
  });
});
