import { Global, Module } from '@nestjs/common';
import { DiskFileStore } from './disk-file-store';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { DownloadableFileKinds } from './downloadable-file-kinds';
import { FILE_STORE } from './file-store';
import { FilesController } from './files.controller';
import { ImageUploadInterceptor } from './image-upload.interceptor';

/** The files port (FILE_STORE, on disk under DATA_DIR/files), the image and document upload interceptors and GET v1/files/{id}. */
@Global()
@Module({
  controllers: [FilesController],
  providers: [
    DiskFileStore,
    { provide: FILE_STORE, useExisting: DiskFileStore },
    DownloadableFileKinds,
    ImageUploadInterceptor,
    DocumentUploadInterceptor,
  ],
  exports: [FILE_STORE, DownloadableFileKinds, ImageUploadInterceptor, DocumentUploadInterceptor],
})
export class FilesModule {}
