import { Global, Module } from '@nestjs/common';
import { ReadModelTypeCatalog } from './public/read-model-type-catalog';
import { TYPE_CATALOG, TYPE_USAGE } from './public/type-catalog';
import { TypeUsageChecks } from './public/type-usage-checks';

/**
 * The ports the types context offers everyone: TYPE_CATALOG (contacts, tasks and
 * protocols read a type) and TYPE_USAGE (they register how many items use a type).
 * Global, so those contexts need not import the types context.
 */
@Global()
@Module({
  providers: [
    ReadModelTypeCatalog,
    TypeUsageChecks,
    { provide: TYPE_CATALOG, useExisting: ReadModelTypeCatalog },
    { provide: TYPE_USAGE, useExisting: TypeUsageChecks },
  ],
  exports: [TYPE_CATALOG, TYPE_USAGE],
})
export class TypesPublicModule {}
