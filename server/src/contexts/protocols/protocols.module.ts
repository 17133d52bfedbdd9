import { Module } from '@nestjs/common';

/** The protocols context (issue 6). */
@Module({})
export class ProtocolsModule {}
