import {
  COMMENTS_ENABLED_BY_DEFAULT,
  CreateTaskInput,
  TASK_ESTIMATION_MAX,
  type Locale,
  type TaskEstimationUnit,
  type TaskPriority,
  type TaskView,
} from '@kollab/contracts';
import { ruleText, validateWith, type FieldMessages } from '../../lib/validation';
import { checkRepeatForm, NO_REPEAT, repeatFormOf, repeatRuleOf, type TaskRepeatFormValues } from './task-repeat-form';

/** What the task form edits (text fields as typed; empties mean "none"). */
export interface TaskFormValues {
  title: string;
  type: string;
  team: string;
  priority: TaskPriority;
  start_date: string;
  due_date: string;
  estimation_value: string;
  estimation_unit: TaskEstimationUnit;
  description: string;
  published: boolean;
  comments_enabled: boolean;
  claims: string[];
  /** The repeat section (shown with the account flag apps.tasks.recurring). */
  repeat: TaskRepeatFormValues;
}

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: '',
  type: '',
  team: '',
  priority: 'normal',
  start_date: '',
  due_date: '',
  estimation_value: '',
  estimation_unit: 'hours',
  description: '',
  published: false,
  comments_enabled: COMMENTS_ENABLED_BY_DEFAULT,
  claims: [],
  repeat: NO_REPEAT,
};

export function formOfTask(task: TaskView): TaskFormValues {
  return {
    title: task.title,
    type: task.type ?? '',
    team: task.team ?? '',
    priority: task.priority,
    start_date: task.start_date ?? '',
    due_date: task.due_date ?? '',
    estimation_value: task.estimation ? String(task.estimation.value) : '',
    estimation_unit: task.estimation?.unit ?? 'hours',
    description: task.description ?? '',
    published: task.published,
    comments_enabled: task.comments_enabled,
    claims: task.claims ?? [],
    repeat: repeatFormOf(task.repeat?.rule),
  };
}

/** The task's fields as the API takes them (empties as null; claims only for a claim type; `repeat` null when off). */
export function fieldsOfForm(values: TaskFormValues, claimType: boolean): Record<string, unknown> {
  const text = (value: string) => value.trim() || null;
  const amount = values.estimation_value.trim() === '' ? null : Number(values.estimation_value.replace(',', '.'));
  return {
    title: values.title.trim(),
    type: text(values.type),
    team: text(values.team),
    priority: values.priority,
    start_date: text(values.start_date),
    due_date: text(values.due_date),
    estimation: amount === null ? null : { value: amount, unit: values.estimation_unit },
    description: values.description.trim() ? values.description : null,
    published: values.published,
    comments_enabled: values.comments_enabled,
    claims: claimType ? values.claims : [],
    repeat: repeatRuleOf(values.repeat),
  };
}

/** POST v1/tasks: the fields without the empty ones. */
export function createBody(values: TaskFormValues, claimType: boolean): Partial<CreateTaskInput> {
  const fields = fieldsOfForm(values, claimType);
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  ) as Partial<CreateTaskInput>;
}

/**
 * The form's messages before sending, as the server's 422 would say them: the contracts'
 * CreateTaskInput rules, the estimation, due not before start, publishing needs team and type,
 * and the repeat rule (task-repeat-form.ts).
 */
export function checkTaskForm(values: TaskFormValues, claimType: boolean, locale: Locale): FieldMessages {
  const body = createBody(values, claimType);
  const { estimation, repeat: _repeat, ...rest } = body;
  const messages = {
    ...validateWith(CreateTaskInput, { ...rest, title: values.title.trim() }, locale),
    ...checkRepeatForm(values.repeat, values.due_date, locale),
  };
  if (estimation !== undefined) {
    const { value } = estimation as { value: number };
    if (!Number.isFinite(value) || value < 0) messages.estimation = ruleText('validation.invalid', locale);
    else if (value > TASK_ESTIMATION_MAX) messages.estimation = ruleText(`validation.max?max=${TASK_ESTIMATION_MAX}`, locale);
  }
  if (values.start_date && values.due_date && values.due_date < values.start_date) messages.due_date ??= ruleText('tasks.due_before_start', locale);
  if (values.published && (!values.team || !values.type)) messages.published = ruleText('tasks.publish_needs_team_and_type', locale);
  return messages;
}
