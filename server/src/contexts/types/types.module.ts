import { Module } from '@nestjs/common';

/** The types context (issue 5). */
@Module({})
export class TypesModule {}
