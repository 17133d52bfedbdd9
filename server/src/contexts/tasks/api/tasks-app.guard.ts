import { Injectable } from '@nestjs/common';
import { AppGuard } from '../../../core/auth/app-guard';

/** Seed §2: the tasks routes need the tasks app of the account. */
@Injectable()
export class TasksAppGuard extends AppGuard('tasks') {}
