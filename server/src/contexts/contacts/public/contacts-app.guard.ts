import { Injectable } from '@nestjs/common';
import { AppGuard } from '../../../core/auth/app-guard';

/**
 * Seed §2: the contacts routes need the contacts app of the account. Public: the tasks and
 * protocols contexts guard a contact's tabs (GET v1/contacts/{id}/tasks and /protocols) with it too.
 */
@Injectable()
export class ContactsAppGuard extends AppGuard('contacts') {}
