import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
  Optional,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { acceptImage, DEFAULT_IMAGE_MAX_BYTES, fileError, IMAGE_UPLOAD_MAX_BYTES, type ImageUpload, type UploadedFileData } from './image-upload';

type UploadRequest = Request & { file?: UploadedFileData; image?: ImageUpload };

/** The multipart field every upload route reads. */
export const UPLOAD_FIELD = 'file';

/**
 * Reads the multipart field `file` into memory with multer (no `dest` and no `storage`:
 * multer's memory storage), one file, a few small fields. The size limit stops multer
 * while the body arrives, so a huge upload is never buffered; it answers 422
 * file.too_large rather than multer's 413, and a file in another field 422 file.missing.
 * Then the bytes must be PNG, JPEG or WebP (`acceptImage`); the route reads them with
 * `@UploadedImage()`. Runs after the guard: a caller without the right is refused
 * before the body is read.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Optional() @Inject(IMAGE_UPLOAD_MAX_BYTES) readonly maxBytes: number = DEFAULT_IMAGE_MAX_BYTES) {
    const Multer = FileInterceptor(UPLOAD_FIELD, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    let handled: Observable<unknown>;
    try {
      // multer's interceptor parses the body, then hands back the (lazy) route handler.
      handled = await this.multer.intercept(context, next);
    } catch (error) {
      throw uploadError(error);
    }
    const request = context.switchToHttp().getRequest<UploadRequest>();
    request.image = acceptImage(request.file, this.maxBytes);
    return handled;
  }
}

/** The checked image of a route with `@ImageUploadRoute()` (the interceptor). */
export const UploadedImage = createParamDecorator((_: unknown, context: ExecutionContext): ImageUpload => {
  const image = context.switchToHttp().getRequest<UploadRequest>().image;
  if (!image) throw new Error('@UploadedImage() needs @ImageUploadRoute() on the route');
  return image;
});

function uploadError(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  if (error.getStatus() === 413) return fileError('file.too_large');
  if (error.getStatus() === 400 && /^Unexpected file field/.test(error.message)) return fileError('file.missing');
  return error;
}
