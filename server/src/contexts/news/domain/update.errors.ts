import { DomainRefusal } from '@kollab/contracts';

export const updateNotFound = (): DomainRefusal => DomainRefusal.notFound('news.update_not_found');
export const updateExists = (): DomainRefusal => DomainRefusal.conflict('concurrency.wrong_expected_version');
