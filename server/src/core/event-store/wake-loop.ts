/**
 * Runs `step` again and again while it reports more work; when it reports none, sleeps
 * until `wake()` (a NOTIFY, a poll tick) or `idleMs`. A wake that arrives while a step
 * runs is not lost: the next step runs straight away. A failing step is reported and
 * retried after `retryMs`.
 */
export class WakeLoop {
  private running = false;
  private dirty = false;
  private wakeSleeper: (() => void) | undefined;
  private done: Promise<void> | undefined;

  constructor(
    private readonly step: () => Promise<boolean>,
    private readonly options: { idleMs?: number; retryMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.done = this.run();
  }

  wake(): void {
    this.dirty = true;
    this.wakeSleeper?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeSleeper?.();
    await this.done;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.dirty = false;
      let more: boolean;
      try {
        more = await this.step();
      } catch (error) {
        this.options.onError?.(error);
        await this.sleep(this.options.retryMs ?? 1000);
        continue;
      }
      if (!more && !this.dirty) await this.sleep(this.options.idleMs);
    }
  }

  private sleep(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        if (timer) clearTimeout(timer);
        this.wakeSleeper = undefined;
        resolve();
      };
      if (ms !== undefined) timer = setTimeout(finish, ms);
      this.wakeSleeper = finish;
      if (!this.running || this.dirty) finish();
    });
  }
}
