import { applyDecorators, Get } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';

/** A GET route answering a printed PDF: its OpenAPI description (PDF body, language header, 503). */
export function PrintRoute(path: string, summary: string): MethodDecorator {
  return applyDecorators(
    Get(path),
    ApiOperation({
      summary,
      description: 'Rendered by a print job (pdfkit); the request waits for it, at most 20 s. German by default, English with Content-Language: en.',
    }),
    ApiHeader({ name: 'Content-Language', required: false, enum: ['de', 'en'] }),
    ApiProduces('application/pdf'),
    ApiResponse({
      status: 200,
      description: 'The PDF as a download (Content-Disposition: attachment, a server-made file name; X-Content-Type-Options: nosniff)',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiResponse({ status: 503, description: 'server.unavailable: the print job failed or did not finish in time' }),
  );
}
