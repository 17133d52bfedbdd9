import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiResponse } from '@nestjs/swagger';
import { ImageUploadInterceptor, UPLOAD_FIELD } from './image-upload.interceptor';

/**
 * A route that takes one image as multipart field `file` (read it with `@UploadedImage()`),
 * with its OpenAPI description.
 */
export function ImageUploadRoute(what: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(ImageUploadInterceptor),
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
            description: `${what}: PNG, JPEG or WebP, at most 2 MiB and 40 megapixels; stored re-encoded (same format, at most 2048 px a side, no metadata)`,
          },
        },
      },
    }),
    ApiResponse({
      status: 422,
      description:
        'file.missing (no field `file`), file.unsupported_type (not PNG, JPEG or WebP by its bytes), file.too_large (over 2 MiB), ' +
        'file.image_unreadable (cannot be decoded completely: damaged or truncated), file.image_too_many_pixels (over 40 megapixels)',
    }),
  );
}
