import { Body, Controller, Get, Inject, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainRefusal, ExportInput, ListExportsQuery, type ExportAccepted, type ExportListView, type ExportView } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { TABLE_CONTENT_TYPES } from '../../../core/export/table-file';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { UuidPathPipe } from '../../../core/http/path-id.pipe';
import { ApiAnswer, pageSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { RequestExport } from '../commands/request-export.handler';
import { ExportReader } from '../queries/export-reader';

const ExportIdPipe = new UuidPathPipe('exports.export_not_found');

/**
 * Exports (issue 16): a manager asks for one (202), a job renders it and mails it; the
 * requester follows it (GET, the push `exports/exportChanged`) and downloads the file for 7
 * days. Only the requester sees an export: anybody else's is 404.
 */
@ApiTags('exports')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages); not a manager (auth.forbidden)' })
@Roles('manager')
@Controller('v1/exports')
export class ExportsController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly reader: ExportReader,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Export a list as xlsx or CSV, rendered by a job and e-mailed to the caller (manager; claims with feature.export_claims)',
    description:
      'kind claims | tasks (filter keys of GET v1/tasks), protocols (GET v1/protocols), offers (GET v1/offers), survey_results (survey_id); ' +
      "filter holds the list's filter keys without brackets and `order`. The rows are those the caller may read when the job runs. " +
      'Answers 202 at once; follow it with GET v1/exports/{id} or the push exports/exportChanged.',
  })
  @ApiAnswer('ExportAccepted', { status: 202 })
  @ApiResponse({ status: 403, description: 'exports.claims_disabled (claims without the flag)' })
  @ApiResponse({ status: 404, description: 'surveys.survey_not_found (survey_results of a survey the caller may not read)' })
  @ApiResponse({
    status: 422,
    description:
      "field errors: kind, format, filter.<key> (exports.filter_unknown or the list's rule), survey_id (exports.survey_required, exports.survey_not_expected)",
  })
  async request(@Write() call: WriteCall, @Body() input: ExportInput): Promise<ExportAccepted> {
    const command = new RequestExport(call.context, { ...call.principal, accountId: call.accountId }, input);
    const written = await this.writes.execute(call, command, command.id);
    call.response.status(202);
    return { ...written, status: 'queued' };
  }

  @Get()
  @ApiOperation({ summary: "The caller's own exports, newest first: page, limit" })
  @ApiAnswer(pageSchema('ExportView'), { description: 'ExportListView' })
  list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListExportsQuery,
  ): Promise<ExportListView> {
    return this.reader.mine(accountId, principal.userId, query);
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's exports: status, progress, rows, file name, cut-off" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ExportView')
  @ApiResponse({ status: 404, description: "exports.export_not_found (unknown or another user's)" })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ExportIdPipe) id: string,
  ): Promise<ExportView> {
    return this.reader.own(accountId, principal.userId, id);
  }

  @Get(':id/file')
  @ApiOperation({ summary: "The file of one of the caller's exports, for 7 days after it was made" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces(TABLE_CONTENT_TYPES.xlsx, TABLE_CONTENT_TYPES.csv)
  @ApiResponse({
    status: 200,
    description: 'The xlsx or CSV file as a download (Content-Disposition: attachment, a server-made file name; X-Content-Type-Options: nosniff)',
    content: {
      [TABLE_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
      [TABLE_CONTENT_TYPES.csv]: { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({ status: 404, description: 'exports.export_not_found; exports.expired (the file was deleted after 7 days)' })
  @ApiResponse({ status: 409, description: 'exports.not_ready (queued, running or failed)' })
  async file(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ExportIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const row = await this.reader.ownRow(accountId, principal.userId, id);
    const expired = row.status === 'expired' || (row.expires_at !== null && Date.parse(row.expires_at) <= Date.now());
    if (expired) throw DomainRefusal.notFound('exports.expired');
    if (row.status !== 'done' || !row.state.file) throw DomainRefusal.conflict('exports.not_ready');
    const stored = await this.files.get(accountId, row.state.file.id);
    if (!stored) throw DomainRefusal.notFound('exports.expired');
    response.setHeader('Content-Type', row.state.file.content_type);
    response.setHeader('Content-Disposition', `attachment; filename="${row.state.file.name}"`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(stored.open());
  }
}
