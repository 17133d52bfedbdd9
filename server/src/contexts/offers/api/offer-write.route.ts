import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/**
 * The OpenAPI description every write on an existing offer shares: the offer id in the
 * path, an optional If-Match, the WriteResult (of the offer), 403, 404 and 409.
 */
export const OfferWriteRoute = (summary: string, notFound = 'offers.offer_not_found', status: 200 | 201 = 200): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiHeader({ name: 'If-Match', required: false, description: 'The offer version the change is based on (409 when it changed since)' }),
    ApiAnswer('WriteResult', { status, description: 'WriteResult of the offer (id: the offer, or the new comment for POST comments)' }),
    ApiResponse({ status: 403, description: 'auth.forbidden: the policy does not allow it' }),
    ApiResponse({ status: 404, description: `${notFound}: unknown, deleted, of another account, or not readable by the caller` }),
    ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match)' }),
  );
