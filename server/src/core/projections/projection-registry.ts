import { Injectable } from '@nestjs/common';
import type { Projection } from './projection';

/** Contexts register their projections here (in onModuleInit); the runners start at bootstrap. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, Projection>();

  register(projection: Projection): void {
    if (this.projections.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    const owned = new Set([...this.projections.values()].flatMap((p) => p.collections));
    const clash = projection.collections.find((collection) => owned.has(collection));
    if (clash) throw new Error(`Collection ${clash} is written by two projections`);
    this.projections.set(projection.name, projection);
  }

  all(): Projection[] {
    return [...this.projections.values()];
  }

  get(name: string): Projection | undefined {
    return this.projections.get(name);
  }
}
