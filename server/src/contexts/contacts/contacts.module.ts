import { Module } from '@nestjs/common';

/** The contacts context (issue 5). */
@Module({})
export class ContactsModule {}
