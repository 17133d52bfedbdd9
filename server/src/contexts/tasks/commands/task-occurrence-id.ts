import { newId, withIdSeed } from '../../../core/aggregates/new-id';

/**
 * The id of the task of occurrence `index` (2 or more) of a series: derived from the series
 * and the number (a UUID of version 8 from SHA-256), so the scheduler, however often it runs
 * for that occurrence, makes one task (a second create finds its stream).
 */
export const occurrenceTaskId = (seriesId: string, index: number): string => withIdSeed(`task-occurrence.${seriesId}.${index}`, () => newId());
