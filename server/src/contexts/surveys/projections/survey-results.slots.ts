import { createHash } from 'node:crypto';
import type { ScopedCollection } from '../../../core/read-store/read-store';

/**
 * Per-submission entries of a survey (named responses, the text answers of anonymous
 * ballots) kept in rows of at most SURVEY_RESULTS_CHUNK entries each, `<survey id>:<k>`:
 * slot i lives in row ⌊i / chunk⌋ at i mod chunk. A submission writes at most two rows of
 * bounded size (never one that grows with the submissions), the reader fetches the whole
 * list by id in one statement (5,000 per-submission rows cost several times more, see the
 * surveys README), and a deleted survey's rows are deleted by id, no query needed.
 */
export const SURVEY_RESULTS_CHUNK = 50;

export interface SlotRow<Item> {
  id: string;
  survey_id: string;
  items: Item[];
}

export const slotRowId = (surveyId: string, chunk: number): string => `${surveyId}:${chunk}`;

/** The ids of the rows holding slots 0 … count − 1. */
export function slotRowIds(surveyId: string, count: number): string[] {
  return Array.from({ length: Math.ceil(count / SURVEY_RESULTS_CHUNK) }, (_, chunk) => slotRowId(surveyId, chunk));
}

const place = (surveyId: string, slot: number) => ({
  id: slotRowId(surveyId, Math.floor(slot / SURVEY_RESULTS_CHUNK)),
  at: slot % SURVEY_RESULTS_CHUNK,
});

async function readSlot<Item>(rows: ScopedCollection<SlotRow<Item>>, surveyId: string, slot: number): Promise<Item | undefined> {
  const { id, at } = place(surveyId, slot);
  return (await rows.get(id))?.items[at];
}

async function writeSlot<Item>(rows: ScopedCollection<SlotRow<Item>>, surveyId: string, slot: number, item: Item): Promise<void> {
  const { id, at } = place(surveyId, slot);
  const row = (await rows.get(id)) ?? { id, survey_id: surveyId, items: [] };
  // Slots fill in order, so `at` is at most the row's length: this appends or overwrites.
  const items = [...row.items];
  items[at] = item;
  await rows.upsert({ id, survey_id: surveyId, items });
}

/** Appends `item` as slot `count` (named responses: their order is the order they were submitted in). */
export function appendSlot<Item>(rows: ScopedCollection<SlotRow<Item>>, surveyId: string, count: number, item: Item): Promise<void> {
  return writeSlot(rows, surveyId, count, item);
}

/**
 * Adds `item` as one of slots 0 … count so that the slots are in a random order, not in the
 * order the items came in (the "inside-out" Fisher–Yates shuffle, one step per item): the new
 * item takes a slot j drawn from 0 … count, and the item that held j moves to the new slot
 * `count`. The draw is a hash of `seed` (the cast event's id, itself random), so a rebuild
 * lays the slots out the same way. At most two rows are written.
 */
export async function insertShuffled<Item>(
  rows: ScopedCollection<SlotRow<Item>>,
  surveyId: string,
  count: number,
  item: Item,
  seed: string,
): Promise<void> {
  const slot = drawSlot(seed, count + 1);
  if (slot !== count) {
    const moved = await readSlot(rows, surveyId, slot);
    if (moved !== undefined) await writeSlot(rows, surveyId, count, moved);
  }
  await writeSlot(rows, surveyId, slot, item);
}

/** A number in 0 … size − 1 drawn from the hash of `seed` (48 bits: the bias of the modulo is negligible). */
export function drawSlot(seed: string, size: number): number {
  return createHash('sha256').update(seed).digest().readUIntBE(0, 6) % size;
}
