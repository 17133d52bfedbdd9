import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/**
 * The OpenAPI description every write on an existing contact shares: the contact id in
 * the path, an optional If-Match, the WriteResult, 404 and 409.
 */
export const ContactWriteRoute = (summary: string, result = 'WriteResult of the contact', status: 200 | 201 = 200): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiHeader({ name: 'If-Match', required: false, description: 'The contact version the change is based on (409 when it changed since)' }),
    ApiAnswer('WriteResult', { status, description: result }),
    ApiResponse({ status: 404, description: 'contacts.contact_not_found (persons: contacts.person_not_found)' }),
    ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match)' }),
  );
