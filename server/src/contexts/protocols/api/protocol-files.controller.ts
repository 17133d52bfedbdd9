import { Controller, Delete, Get, Headers, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ProtocolFileListView, WriteResult } from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { DocumentUpload } from '../../../core/files/document-upload';
import { DocumentUploadRoute, UploadedDocument } from '../../../core/files/document-upload.interceptor';
import { parseIfMatch } from '../../../core/http/if-match';
import { respondToWrite } from '../../../core/http/write-response';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import { ActOnProtocol } from '../commands/act-on-protocol.handler';
import { AddProtocolFile, type ProtocolFileAdded } from '../commands/add-protocol-file.handler';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';
import { FileIdPipe, ProtocolIdPipe } from './protocol-path.pipes';
import { ProtocolWriteRoute } from './protocol-write.route';
import { PROTOCOL_FILES_SCHEMA } from './protocols.openapi';
import { ProtocolsAppGuard } from './protocols-app.guard';
import { DomainRefusal } from '@kollab/contracts';

/**
 * Files attached to a protocol (seed §7: GET, DELETE …/files; upload designed here as
 * POST …/files with multipart field `file`, removal as DELETE …/files/{fid}). Whoever
 * reads the protocol lists its files and downloads them (GET v1/files/{id}, asked of the
 * policy per download); uploading and removing need `edit`. Each is an event of the
 * protocol (ProtocolFileAdded/ProtocolFileRemoved), so its history shows them.
 */
@ApiTags('protocols')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), wrong role (auth.forbidden), protocols app off (protocols.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(ProtocolsAppGuard)
@Controller('v1/protocols/:id/files')
export class ProtocolFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly waiter: ReadYourWrites,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The files of the protocol (download each from its `url`, GET v1/files/{id})' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, schema: PROTOCOL_FILES_SCHEMA })
  @ApiResponse({ status: 404, description: 'protocols.protocol_not_found: unknown, deleted, of another account, or not readable' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ProtocolIdPipe) id: string,
  ): Promise<ProtocolFileListView> {
    const view = await this.reader.protocol(accountId, id);
    if (!view) throw DomainRefusal.notFound('protocols.protocol_not_found');
    await this.access.assertReads(accountId, await this.access.actor({ ...principal, accountId }), view);
    return { data: view.files };
  }

  @Post()
  @DocumentUploadRoute('The file')
  @ProtocolWriteRoute(
    'Attach a file (multipart field `file`; ProtocolFileAdded; `edit` on the protocol)',
    "WriteResult; `id` is the new file's id, `version` the protocol's",
    201,
  )
  async add(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ProtocolIdPipe) id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @UploadedDocument() upload: DocumentUpload,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WriteResult> {
    const actor = await this.access.actor({ ...principal, accountId });
    const command = new AddProtocolFile(commandContext(accountId, principal.userId), actor, id, upload, parseIfMatch(ifMatch));
    const added = await this.commands.execute<AddProtocolFile, ProtocolFileAdded>(command);
    return respondToWrite(this.waiter, response, added.fileId, added.result, 201);
  }

  @Delete(':fid')
  @ProtocolWriteRoute('Remove a file (ProtocolFileRemoved; `edit` on the protocol); its bytes are deleted, the history keeps its facts')
  @ApiParam({ name: 'fid', format: 'uuid', description: 'The file id' })
  @ApiResponse({ status: 404, description: 'protocols.file_not_found' })
  async remove(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ProtocolIdPipe) id: string,
    @Param('fid', FileIdPipe) fileId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WriteResult> {
    const actor = await this.access.actor({ ...principal, accountId });
    const command = new ActOnProtocol(
      commandContext(accountId, principal.userId),
      actor,
      id,
      { type: 'RemoveProtocolFile', data: { file_id: fileId } },
      parseIfMatch(ifMatch),
    );
    return respondToWrite(this.waiter, response, id, await this.commands.execute<ActOnProtocol, AppendResult>(command));
  }
}
