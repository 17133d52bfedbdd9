import { applyDecorators, createParamDecorator, type ExecutionContext, Inject, Injectable, Optional, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiResponse } from '@nestjs/swagger';
import { acceptDocument, DEFAULT_DOCUMENT_MAX_BYTES, DOCUMENT_UPLOAD_MAX_BYTES, documentError, type DocumentUpload } from './document-upload';
import type { UploadedFileData } from './image-upload';
import { MemoryUploadInterceptor, UPLOAD_FIELD, type UploadRequest } from './memory-upload.interceptor';

type DocumentRequest = UploadRequest & { document?: DocumentUpload };

/**
 * The document twin of ImageUploadInterceptor: multipart field `file` into memory (limit
 * 20 MiB unless DOCUMENT_UPLOAD_MAX_BYTES says otherwise, 422 file.document_too_large;
 * file names read as UTF-8), then `acceptDocument` checks the bytes; the route reads the
 * result with `@UploadedDocument()`.
 */
@Injectable()
export class DocumentUploadInterceptor extends MemoryUploadInterceptor {
  // DOCUMENT_UPLOAD_MAX_BYTES is absent in the app (the default 20 MiB); a module may provide it to change the limit.
  constructor(@Optional() @Inject(DOCUMENT_UPLOAD_MAX_BYTES) maxBytes: number = DEFAULT_DOCUMENT_MAX_BYTES) {
    super(maxBytes, true);
  }

  protected tooLarge(): unknown {
    return documentError('file.document_too_large');
  }

  protected accept(request: DocumentRequest, file: UploadedFileData | undefined): void {
    request.document = acceptDocument(file, this.maxBytes);
  }
}

/** The checked document of a route with `@DocumentUploadRoute()`. */
export const UploadedDocument = createParamDecorator((_: unknown, context: ExecutionContext): DocumentUpload => {
  const document = context.switchToHttp().getRequest<DocumentRequest>().document;
  if (!document) throw new Error('@UploadedDocument() needs @DocumentUploadRoute() on the route');
  return document;
});

/** A route that takes one document as multipart field `file` (read it with `@UploadedDocument()`), with its OpenAPI description. */
export function DocumentUploadRoute(what: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(DocumentUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      required: true,
      schema: {
        type: 'object',
        required: [UPLOAD_FIELD],
        properties: {
          [UPLOAD_FIELD]: {
            type: 'string',
            format: 'binary',
            description: `${what}: PDF, Word, Excel, PowerPoint (also the older binary formats), OpenDocument, PNG, JPEG, GIF, WebP (recognised by their bytes), text or CSV (UTF-8, named .txt or .csv); at most 20 MiB`,
          },
        },
      },
    }),
    ApiResponse({
      status: 422,
      description:
        'file.missing (no field `file`), file.document_type_unsupported (not one of the types, by its bytes), file.document_too_large (over 20 MiB)',
    }),
  );
}
