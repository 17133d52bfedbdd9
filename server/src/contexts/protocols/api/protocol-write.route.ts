import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/**
 * The OpenAPI description every write on an existing protocol shares: the protocol id
 * in the path, an optional If-Match, the WriteResult, 403, 404 and 409.
 */
export const ProtocolWriteRoute = (summary: string, result = 'WriteResult of the protocol', status: 200 | 201 = 200): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiHeader({ name: 'If-Match', required: false, description: 'The protocol version the change is based on (409 when it changed since)' }),
    ApiAnswer('WriteResult', { status, description: result }),
    ApiResponse({ status: 403, description: 'auth.forbidden: the caller reads the protocol but may not do this (the one policy)' }),
    ApiResponse({ status: 404, description: 'protocols.protocol_not_found: unknown, deleted, of another account, or not readable by the caller' }),
    ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match or version)' }),
  );
