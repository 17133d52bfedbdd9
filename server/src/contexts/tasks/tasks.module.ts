import { Module } from '@nestjs/common';

/** The tasks context (issue 6). */
@Module({})
export class TasksModule {}
