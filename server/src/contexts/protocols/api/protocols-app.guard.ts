import { Injectable } from '@nestjs/common';
import { AppGuard } from '../../../core/auth/app-guard';

/** Seed §2: the protocols routes need the protocols app of the account. */
@Injectable()
export class ProtocolsAppGuard extends AppGuard('protocols') {}
