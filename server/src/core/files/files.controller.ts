import { Controller, Get, Inject, Param, Req, Res, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentAccountId, CurrentPrincipal } from '../auth/auth.decorators';
import type { RequestPrincipal } from '../auth/request-principal';
import { DownloadableFileKinds } from './downloadable-file-kinds';
import { FILE_STORE, type FileStore } from './file-store';
import { storedFileResponse } from './stored-file.response';
import { binaryContent } from '../http/openapi-schemas';
import { DomainRefusal } from '@kollab/contracts';

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
    summary: 'A file of the account: logo, icon, contact logo (any member); a task or protocol file (whoever may read the task or protocol)',
    description:
      'Served with its stored type, `X-Content-Type-Options: nosniff`, `Content-Disposition: inline` under a server-made name, ' +
      "`Content-Security-Policy: default-src 'none'` and private caching for a year (a new upload is a new id). " +
      'Documents that are not images or PDF are offered as an attachment. ' +
      'An id of another account, of a file with its own route, or of a file the caller may not read (its item is not readable by them, or the file was removed from it) is 404.',
  })
  @ApiParam({ name: 'id', description: 'File id (uuid)' })
  @ApiResponse({
    status: 200,
    description: 'The bytes',
    content: binaryContent('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf', 'application/octet-stream'),
  })
  @ApiResponse({ status: 304, description: 'If-None-Match matched the ETag' })
  @ApiResponse({ status: 404, description: 'request.not_found' })
  async download(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id') id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    const file = await this.files.get(accountId, id);
    if (!file || !(await this.kinds.mayDownload({ accountId, principal, file }))) throw DomainRefusal.notFound();
    return storedFileResponse(request, response, file);
  }
}
