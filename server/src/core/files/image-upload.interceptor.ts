import { createParamDecorator, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { acceptImage, DEFAULT_IMAGE_MAX_BYTES, fileError, IMAGE_UPLOAD_MAX_BYTES, type ImageUpload, type UploadedFileData } from './image-upload';
import { MemoryUploadInterceptor, type UploadRequest } from './memory-upload.interceptor';

export { UPLOAD_FIELD } from './memory-upload.interceptor';

type ImageRequest = UploadRequest & { image?: ImageUpload };

/**
 * Reads the multipart field `file` into memory (MemoryUploadInterceptor: limit 2 MiB
 * unless IMAGE_UPLOAD_MAX_BYTES says otherwise, 422 file.too_large, file.missing); the
 * bytes must be PNG, JPEG or WebP that decode to their last pixel, and what the route
 * reads with `@UploadedImage()` is the image encoded anew without metadata (`acceptImage`).
 */
@Injectable()
export class ImageUploadInterceptor extends MemoryUploadInterceptor {
  // IMAGE_UPLOAD_MAX_BYTES is absent in the app (the default 2 MiB); test modules provide a smaller limit.
  constructor(@Optional() @Inject(IMAGE_UPLOAD_MAX_BYTES) maxBytes: number = DEFAULT_IMAGE_MAX_BYTES) {
    super(maxBytes);
  }

  protected tooLarge(): unknown {
    return fileError('file.too_large');
  }

  protected async accept(request: ImageRequest, file: UploadedFileData | undefined): Promise<void> {
    request.image = await acceptImage(file, this.maxBytes);
  }
}

/** The checked image of a route with `@ImageUploadRoute()` (the interceptor). */
export const UploadedImage = createParamDecorator((_: unknown, context: ExecutionContext): ImageUpload => {
  const image = context.switchToHttp().getRequest<ImageRequest>().image;
  if (!image) throw new Error('@UploadedImage() needs @ImageUploadRoute() on the route');
  return image;
});
