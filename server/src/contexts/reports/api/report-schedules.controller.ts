import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ListExportsQuery,
  ListReportRunsQuery,
  ReportScheduleInput,
  type ExportView,
  type ReportRunListView,
  type ReportScheduleListView,
  type ReportScheduleView,
  type WriteResult,
} from '@kollab/contracts';
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import { TABLE_CONTENT_TYPES } from '../../../core/export/table-file';
import { UuidPathPipe } from '../../../core/http/path-id.pipe';
import { ApiAnswer, pageSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { SaveReportSchedule } from '../commands/save-report-schedule.handler';
import { ReportRunFiles } from '../queries/report-run-files';
import { ReportScheduleReader } from '../queries/report-schedule-reader';

const ScheduleIdPipe = new UuidPathPipe('reports.schedule_not_found');
const RunIdPipe = new UuidPathPipe('reports.run_not_found');

const principalOf = (call: WriteCall) => ({ ...call.principal, accountId: call.accountId });

/**
 * Scheduled reports of the account (issue 16), for its managers: each runs at its slots (daily,
 * weekly on a weekday, monthly on a day; a time in a time zone) as an export of its owner (who
 * created or last changed it: the rows they may read when it runs), mailed to its recipients
 * (managers). Every run records its cut-off and can be rendered again as of it.
 */
@ApiTags('reports')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages); not a manager (auth.forbidden)' })
@Roles('manager')
@Controller('v1')
export class ReportSchedulesController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly reader: ReportScheduleReader,
    private readonly files: ReportRunFiles,
  ) {}

  @Get('report_schedules')
  @ApiOperation({ summary: "The account's scheduled reports, newest first: page, limit" })
  @ApiAnswer(pageSchema('ReportScheduleView'), { description: 'ReportScheduleListView' })
  schedules(@CurrentAccountId() accountId: string, @Query() query: ListExportsQuery): Promise<ReportScheduleListView> {
    return this.reader.list(accountId, query);
  }

  @Post('report_schedules')
  @ApiOperation({
    summary: 'Schedule a report: an export (kind, format, filter) at daily, weekly or monthly slots, mailed to managers',
    description:
      'cadence daily | weekly (weekday 1 = Monday … 7) | monthly (day_of_month 1–31; a shorter month runs on its last day); time HH:mm on ' +
      'the wall clock of time_zone (default Europe/Berlin). Runs as the caller (the owner). Survey results are not scheduled.',
  })
  @ApiAnswer('WriteResult', { status: 201 })
  @ApiResponse({
    status: 422,
    description:
      'field errors: kind (reports.kind_not_schedulable), format, filter.<key>, cadence, weekday, day_of_month, time (reports.time_invalid), ' +
      'time_zone (reports.time_zone_invalid), recipients (reports.recipient_not_manager)',
  })
  create(@Write() call: WriteCall, @Body() input: ReportScheduleInput): Promise<WriteResult> {
    const command = new SaveReportSchedule(call.context, principalOf(call), { action: 'create', input });
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get('report_schedules/:id')
  @ApiOperation({ summary: 'One scheduled report with its next slot and its last run' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ReportScheduleView')
  @ApiResponse({ status: 404, description: 'reports.schedule_not_found' })
  schedule(@CurrentAccountId() accountId: string, @Param('id', ScheduleIdPipe) id: string): Promise<ReportScheduleView> {
    return this.reader.get(accountId, id);
  }

  @Put('report_schedules/:id')
  @ApiOperation({ summary: 'Change a scheduled report (the caller becomes its owner); If-Match: the version it was based on' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'reports.schedule_not_found' })
  @ApiResponse({ status: 409, description: 'the schedule changed since the If-Match version' })
  @ApiResponse({ status: 422, description: 'field errors as POST' })
  change(@Write() call: WriteCall, @Param('id', ScheduleIdPipe) id: string, @Body() input: ReportScheduleInput): Promise<WriteResult> {
    const command = new SaveReportSchedule(call.context, principalOf(call), { action: 'change', id, input, basedOn: call.basedOn });
    return this.writes.execute(call, command, id);
  }

  @Delete('report_schedules/:id')
  @ApiOperation({ summary: 'Delete a scheduled report (its runs and their files stay until they expire)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'reports.schedule_not_found' })
  remove(@Write() call: WriteCall, @Param('id', ScheduleIdPipe) id: string): Promise<WriteResult> {
    const command = new SaveReportSchedule(call.context, principalOf(call), { action: 'delete', id, basedOn: call.basedOn });
    return this.writes.execute(call, command, id);
  }

  @Get('report_runs')
  @ApiOperation({ summary: "The runs of the account's scheduled reports, newest first: page, limit, filter[schedule]" })
  @ApiAnswer(pageSchema('ExportView'), { description: 'ReportRunListView' })
  runs(@CurrentAccountId() accountId: string, @Query() query: ListReportRunsQuery): Promise<ReportRunListView> {
    const schedule = query['filter[schedule]'];
    return this.reader.runs(accountId, { page: query.page, limit: query.limit, ...(schedule ? { scheduleId: schedule } : {}) });
  }

  @Get('report_runs/:id')
  @ApiOperation({ summary: 'One run: status, rows, cut-off (time and global position)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ExportView')
  @ApiResponse({ status: 404, description: 'reports.run_not_found' })
  run(@CurrentAccountId() accountId: string, @Param('id', RunIdPipe) id: string): Promise<ExportView> {
    return this.reader.run(accountId, id);
  }

  @Get('report_runs/:id/file')
  @ApiOperation({
    summary: 'The run rendered again as of its cut-off: the rows it had, from the events up to its position, whatever changed or was deleted since',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces(TABLE_CONTENT_TYPES.xlsx, TABLE_CONTENT_TYPES.csv)
  @ApiResponse({
    status: 200,
    description: 'The xlsx or CSV file as a download (Content-Disposition: attachment; X-Content-Type-Options: nosniff)',
    content: {
      [TABLE_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
      [TABLE_CONTENT_TYPES.csv]: { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({ status: 404, description: 'reports.run_not_found' })
  @ApiResponse({ status: 409, description: 'reports.run_not_finished (queued, running or failed)' })
  async file(
    @CurrentAccountId() accountId: string,
    @Param('id', RunIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    await this.reader.runRow(accountId, id);
    const file = await this.files.render(accountId, id);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      length: file.bytes.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
