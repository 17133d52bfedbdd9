import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { localeFrom, type Locale } from '@kollab/contracts';

/** The language of a print: Content-Language, then Accept-Language (as the error filter picks it); German by default. */
export const PrintLocale = createParamDecorator((_: unknown, context: ExecutionContext): Locale => {
  const { headers } = context.switchToHttp().getRequest<Request>();
  return localeFrom(headers['content-language'] ?? headers['accept-language']);
});
