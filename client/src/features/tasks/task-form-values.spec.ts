import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@kollab/contracts';
import { checkTaskForm, createBody, EMPTY_TASK_FORM, fieldsOfForm, formOfTask } from './task-form-values';
import { changedFields } from './task-fields';
import { taskView } from './tasks.fixtures';

describe('the task form', () => {
  it('publishing fails without team and type, as the server says it', () => {
    const messages = checkTaskForm({ ...EMPTY_TASK_FORM, title: 'Pumpe', published: true, type: 'type-auf' }, false, 'de');
    expect(messages.published).toBe(ERROR_MESSAGES['tasks.publish_needs_team_and_type'].de);
    expect(checkTaskForm({ ...EMPTY_TASK_FORM, title: 'Pumpe', published: true, type: 'type-auf', team: 'team-1' }, false, 'de')).toEqual({});
  });

  it('requires a title, a due date not before the start, and a sane estimation', () => {
    const messages = checkTaskForm(
      { ...EMPTY_TASK_FORM, title: '  ', start_date: '2026-03-10', due_date: '2026-03-01', estimation_value: '-1' },
      false,
      'en',
    );
    expect(Object.keys(messages).sort()).toEqual(['due_date', 'estimation', 'title']);
  });

  it('creates with the filled fields only', () => {
    const body = createBody(
      { ...EMPTY_TASK_FORM, title: ' Pumpe ', due_date: '2026-03-01', estimation_value: '1,5', estimation_unit: 'days' },
      false,
    );
    expect(body).toEqual({
      title: 'Pumpe',
      priority: 'normal',
      due_date: '2026-03-01',
      estimation: { value: 1.5, unit: 'days' },
      published: false,
      comments_enabled: true,
    });
  });

  it('starts a new task with comments on, as every item kind', () => {
    expect(EMPTY_TASK_FORM.comments_enabled).toBe(true);
    expect(createBody({ ...EMPTY_TASK_FORM, title: 'Pumpe' }, false).comments_enabled).toBe(true);
  });

  it('an edit sends only the changed fields, and null for a cleared one', () => {
    const base = taskView('t1', { due_date: '2026-03-01', description: '<p>Alt</p>' });
    const values = { ...formOfTask(base), title: 'Neu', due_date: '' };
    expect(changedFields(base, fieldsOfForm(values, false))).toEqual({ title: 'Neu', due_date: null });
    expect(changedFields(base, fieldsOfForm(formOfTask(base), false))).toEqual({});
  });

  it('claims are sent only for a claim type (another type clears them)', () => {
    const base = taskView('t1', { type: 'type-rek', claims: ['c1'] });
    expect(changedFields(base, fieldsOfForm({ ...formOfTask(base), claims: ['c1', 'c2'] }, true))).toEqual({ claims: ['c1', 'c2'] });
    expect(changedFields(base, fieldsOfForm({ ...formOfTask(base), type: 'type-auf' }, false))).toEqual({ type: 'type-auf', claims: [] });
  });
});
