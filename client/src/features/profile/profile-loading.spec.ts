import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../test/import-graph';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractsSrc = join(srcRoot, '..', '..', 'contracts', 'src');

describe('profile loading', () => {
  it('the notification settings and the unsubscribe page are not among the login page’s modules (they load with their routes)', () => {
    const { files } = staticClosure(join(srcRoot, 'main.tsx'), contractsSrc);
    const names = [...files].map((file) => relative(srcRoot, file));
    expect(names).toEqual(expect.arrayContaining(['app/store.ts', 'features/profile/profile.slice.ts']));
    const lazy = ['NotificationSettingsForm.tsx', 'UnsubscribePage.tsx', 'notification-settings.', 'i18n/notifications.'];
    expect(names.filter((name) => name.startsWith('features/profile/') && lazy.some((part) => name.includes(part)))).toEqual([]);
  });
});
