import { ACCOUNT_NAME_PATTERN } from '@kollab/contracts';
import { DEMO_ACCOUNTS } from './demo-data';

describe('demo data', () => {
  it('names its organisations by the seed rule (letters, digits and dashes only), as the form hint says', () => {
    for (const account of DEMO_ACCOUNTS) expect(account.name).toMatch(ACCOUNT_NAME_PATTERN);
  });
});
