import { isRefusal } from '@kollab/contracts';

/**
 * A job's command on an item that may have gone since the job was scheduled (deleted, left):
 * not_found means there is nothing left to do; any other failure (a concurrent change) is
 * thrown, so the queue retries the job.
 */
export async function unlessGone(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!isRefusal(error, 'not_found')) throw error;
  }
}
