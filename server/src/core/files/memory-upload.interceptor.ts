import { type CallHandler, type ExecutionContext, HttpException, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { fileError, type UploadedFileData } from './image-upload';

/** The multipart field every upload route reads. */
export const UPLOAD_FIELD = 'file';

export type UploadRequest = Request & { file?: UploadedFileData };

/**
 * Reads the multipart field `file` into memory with multer (no `dest` and no `storage`:
 * multer's memory storage), one file, a few small fields. The size limit stops multer
 * while the body arrives, so a huge upload is never buffered; it answers with the
 * subclass's 422 (`tooLarge`) rather than multer's 413, and a file in another field 422
 * file.missing. Then `accept` checks the bytes and leaves the result on the request for
 * the route's parameter decorator. Runs after the guards: a caller without the right is
 * refused before the body is read.
 */
export abstract class MemoryUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  protected constructor(
    readonly maxBytes: number,
    /** Read file names as UTF-8 (busboy's default is latin1). */
    utf8Names = false,
  ) {
    const Multer = FileInterceptor(UPLOAD_FIELD, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
      ...(utf8Names ? { defParamCharset: 'utf8' } : {}),
    });
    this.multer = new Multer();
  }

  /** The 422 of a file over `maxBytes`. */
  protected abstract tooLarge(): unknown;

  /** Checks the file (undefined: none was sent) and keeps what the route reads on the request; throws the 422. */
  protected abstract accept(request: UploadRequest, file: UploadedFileData | undefined): void | Promise<void>;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    let handled: Observable<unknown>;
    try {
      // multer's interceptor parses the body, then hands back the (lazy) route handler.
      handled = await this.multer.intercept(context, next);
    } catch (error) {
      throw this.refusal(error);
    }
    const request = context.switchToHttp().getRequest<UploadRequest>();
    await this.accept(request, request.file);
    return handled;
  }

  private refusal(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    if (error.getStatus() === 413) return this.tooLarge();
    if (error.getStatus() === 400 && /^Unexpected file field/.test(error.message)) return fileError('file.missing');
    return error;
  }
}
