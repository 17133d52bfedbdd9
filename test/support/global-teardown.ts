import { rmSync } from 'node:fs';

/** Removes the run's scratch folder (global-setup made it). */
export default function globalTeardown(): void {
  const runDir = process.env.KOLLAB_TEST_RUN_DIR;
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
