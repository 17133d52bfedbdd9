import { Module } from '@nestjs/common';

/** The teams context (issue 5). */
@Module({})
export class TeamsModule {}
