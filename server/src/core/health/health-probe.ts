import { Injectable } from '@nestjs/common';

/** A service the health endpoint checks (Redis, SMTP, ...). */
export interface HealthProbe {
  name: string;
  check(): Promise<unknown>;
}

/** Modules that own a connection register a probe for it here. */
@Injectable()
export class HealthProbes {
  private readonly probes = new Map<string, HealthProbe>();

  register(probe: HealthProbe): void {
    this.probes.set(probe.name, probe);
  }

  all(): HealthProbe[] {
    return [...this.probes.values()];
  }
}
