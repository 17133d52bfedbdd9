import { Controller, Get, Inject, Param, Req, Res, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentAccountId } from '../auth/auth.decorators';
import { ApiError } from '../http/api-error';
import { DownloadableFileKinds } from './downloadable-file-kinds';
import { FILE_STORE, type FileStore } from './file-store';
import { storedFileResponse } from './stored-file.response';

/** Files of the caller's account (from the Account header), by id. */
@ApiTags('files')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller()
export class FilesController {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly kinds: DownloadableFileKinds,
  ) {}

  @Get('v1/files/:id')
  @ApiOperation({
    summary: 'A file of the account (logo, icon)',
    description:
      'Served with its stored type, `X-Content-Type-Options: nosniff`, `Content-Disposition: inline` under a server-made name, ' +
      "`Content-Security-Policy: default-src 'none'` and private caching for a year (a new upload is a new id). " +
      'An id of another account, or of a file with its own route, is 404.',
  })
  @ApiParam({ name: 'id', description: 'File id (uuid)' })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiResponse({ status: 200, description: 'The bytes' })
  @ApiResponse({ status: 304, description: 'If-None-Match matched the ETag' })
  @ApiResponse({ status: 404, description: 'request.not_found' })
  async download(
    @CurrentAccountId() accountId: string,
    @Param('id') id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    const file = await this.files.get(accountId, id);
    if (!file || !this.kinds.has(file.kind)) throw ApiError.notFound();
    return storedFileResponse(request, response, file);
  }
}
