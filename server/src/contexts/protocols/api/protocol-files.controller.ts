import { Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { ProtocolFileListView, WriteResult } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { DocumentUpload } from '../../../core/files/document-upload';
import { DocumentUploadRoute, UploadedDocument } from '../../../core/files/document-upload.interceptor';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ActOnProtocol } from '../commands/act-on-protocol.handler';
import { AddProtocolFile, type ProtocolFileAdded } from '../commands/add-protocol-file.handler';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';
import { FileIdPipe, ProtocolIdPipe } from './protocol-path.pipes';
import { ProtocolWriteRoute } from './protocol-write.route';
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
    private readonly writes: WriteRoutes,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The files of the protocol (download each from its `url`, GET v1/files/{id})' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ProtocolFileListView')
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
  async add(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @UploadedDocument() upload: DocumentUpload): Promise<WriteResult> {
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    const command = new AddProtocolFile(call.context, actor, id, upload, call.basedOn);
    const added = await this.commands.execute<AddProtocolFile, ProtocolFileAdded>(command);
    return this.writes.respond(call, added.fileId, added.result, 201);
  }

  @Delete(':fid')
  @ProtocolWriteRoute('Remove a file (ProtocolFileRemoved; `edit` on the protocol); its bytes are deleted, the history keeps its facts')
  @ApiParam({ name: 'fid', format: 'uuid', description: 'The file id' })
  @ApiResponse({ status: 404, description: 'protocols.file_not_found' })
  async remove(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @Param('fid', FileIdPipe) fileId: string): Promise<WriteResult> {
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    const command = new ActOnProtocol(call.context, actor, id, { type: 'RemoveProtocolFile', data: { file_id: fileId } }, call.basedOn);
    return this.writes.execute(call, command, id);
  }
}
