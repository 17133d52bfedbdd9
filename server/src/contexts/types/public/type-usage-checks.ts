import { Injectable } from '@nestjs/common';
import type { TypeKind, TypeUsageCheck, TypeUsageRegistry } from './type-catalog';

/** TYPE_USAGE: the usage checks other contexts register in their onModuleInit, summed per kind. */
@Injectable()
export class TypeUsageChecks implements TypeUsageRegistry {
  private readonly checks: TypeUsageCheck[] = [];

  register(check: TypeUsageCheck): void {
    this.checks.push(check);
  }

  async usageOf(accountId: string, kind: TypeKind, typeId: string): Promise<number> {
    const counts = await Promise.all(this.checks.filter((check) => check.kind === kind).map((check) => check.countUsing(accountId, typeId)));
    return counts.reduce((sum, count) => sum + count, 0);
  }
}
