import type { NotificationListView } from '@kollab/contracts';
import { eventually } from '../../support/jobs-waits';
import {
  publishedSurvey,
  startSurveysFixture,
  type Caller,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from '../surveys/surveys-fixture';

// Notifications of surveys (issue 17): the assignees of a published survey are told, its
// author not; someone who is not assigned sees nothing of it.
describe('notifications of surveys', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;

  beforeAll(async () => {
    f = await startSurveysFixture();
    o = await f.organisation({ staff: 2 });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(() => f?.t.close());

  const about = async (caller: Caller, id: string) =>
    (await caller.call<NotificationListView>('GET', '/api/v1/notifications')).body.data.filter((row) => row.item.id === id);

  it('tells each assignee once the survey is published', async () => {
    const [a, b] = o.staff;
    const id = await publishedSurvey(o.author, [a, b], { title: 'Benachrichtigte Umfrage' });
    for (const assignee of [a, b]) {
      const [told] = await eventually(async () => ((await about(assignee, id)).length > 0 ? about(assignee, id) : undefined));
      expect(told).toMatchObject({
        kind: 'survey_assigned',
        item: { kind: 'survey', id, title: 'Benachrichtigte Umfrage' },
        actor_id: o.author.user.id,
      });
    }
    expect(await about(o.author, id)).toEqual([]);
    expect(await about(o.stranger, id)).toEqual([]);
  });
});
