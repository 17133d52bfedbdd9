import type { ErrorCode } from '@kollab/contracts';
import { DomainRefusal } from '@kollab/contracts';

export const notFound = (): DomainRefusal => DomainRefusal.notFound('request.not_found');
export const alreadyExists = (): DomainRefusal => DomainRefusal.conflict('concurrency.wrong_expected_version');
export const refused = (code: ErrorCode, kind: 'forbidden' | 'conflict' | 'invalid' = 'conflict'): DomainRefusal => new DomainRefusal(kind, code);
