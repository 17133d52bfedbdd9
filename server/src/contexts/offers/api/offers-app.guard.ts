import { Injectable } from '@nestjs/common';
import { AppGuard } from '../../../core/auth/app-guard';

/** Seed §2: the offers routes need the offers app of the account. */
@Injectable()
export class OffersAppGuard extends AppGuard('offers') {}
