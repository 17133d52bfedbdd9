import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { localeFrom, type Locale } from '@kollab/contracts';

/** de or en from Content-Language (then Accept-Language), as the error filter picks it; de by default. */
export const RequestLocale = createParamDecorator((_: unknown, context: ExecutionContext): Locale => {
  const headers = context.switchToHttp().getRequest<Request>().headers;
  return localeFrom(headers['content-language'] ?? headers['accept-language']);
});
