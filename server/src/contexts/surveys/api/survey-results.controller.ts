import { Controller, Get, Param, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  SURVEY_EXPORT_FORMATS,
  SURVEY_RESPONSES_PAGE_SIZE,
  SurveyResultsExportQuery,
  SurveyResultsQuery,
  type Locale,
  type SurveyResultsView,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { PrintLocale } from '../../../core/print/print-locale.decorator';
import { PolicyService } from '../../access/public/policy.service';
import type { SurveyHeader } from '../projections/survey-list.projection';
import { SurveyResultsReader } from '../queries/survey-results.reader';
import { surveyForResults } from '../queries/survey-results.view';
import { SURVEY_RESULTS_CSV_TYPE, SURVEY_RESULTS_XLSX_TYPE } from './survey-results-export';
import { tableFile } from '../../../core/export/table-file';
import { SurveyResultsTables } from '../queries/survey-results-tables';
import { SurveyIdPipe, SurveysAppGuard } from './survey-http';

/**
 * The results of a survey (issue 15), for its author (role surveys): per question the counts
 * per choice, the distribution, mean and median, the text answers; per respondent only when it
 * is not anonymous. An anonymous survey's results count its ballots in groups of at least 3
 * (surveys README): nothing before the first group, never a name.
 */
@ApiTags('surveys')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: "surveys.app_disabled; auth.forbidden: not role surveys, or not the survey's author" })
@ApiResponse({ status: 404, description: 'surveys.survey_not_found: unknown, deleted, of another account, or not readable' })
@Roles('surveys')
@UseGuards(SurveysAppGuard)
@Controller('v1/surveys/:id/results')
export class SurveyResultsController {
  constructor(
    private readonly policy: PolicyService,
    private readonly results: SurveyResultsReader,
    private readonly tables: SurveyResultsTables,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      "The survey's results (pushed live as surveys/surveyResultsChanged to its author); page/limit page the responses (newest first, 50 by default)",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('SurveyResultsView')
  @ApiResponse({ status: 422, description: 'bad page or limit' })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', SurveyIdPipe) id: string,
    @Query() query: SurveyResultsQuery,
  ): Promise<SurveyResultsView> {
    const header = await this.authorsSurvey(accountId, principal, id);
    return this.results.results(accountId, surveyForResults(header), { page: query.page ?? 1, limit: query.limit ?? SURVEY_RESPONSES_PAGE_SIZE });
  }

  @Get('export')
  @ApiOperation({
    summary: 'The results as a spreadsheet (xlsx, the default) or CSV (UTF-8 with BOM; `;` for German, `,` for English, after Accept-Language)',
    description:
      'A summary (per question and choice) and, when not anonymous, one row per respondent (all of them, in the order they submitted); ' +
      'anonymous: the text answers, never a name. Cells that start with = + - @, a tab or CR are written with a leading apostrophe.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'format', required: false, schema: { type: 'string', enum: [...SURVEY_EXPORT_FORMATS], default: 'xlsx' } })
  @ApiProduces(SURVEY_RESULTS_XLSX_TYPE, SURVEY_RESULTS_CSV_TYPE)
  @ApiHeader({ name: 'Content-Language', required: false, enum: ['de', 'en'] })
  @ApiResponse({
    status: 200,
    description: 'The file, as a download (Content-Disposition: attachment, a server-made file name; X-Content-Type-Options: nosniff)',
    content: {
      [SURVEY_RESULTS_XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
      [SURVEY_RESULTS_CSV_TYPE]: { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({ status: 422, description: 'format not xlsx or csv' })
  async export(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', SurveyIdPipe) id: string,
    @Query() query: SurveyResultsExportQuery,
    @PrintLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const header = await this.authorsSurvey(accountId, principal, id);
    const format = query.format ?? 'xlsx';
    const file = await tableFile(format, await this.tables.sections(accountId, header, locale), locale);
    const name = `${
      header.title
        .replace(/[^A-Za-z0-9._-]+/g, '_')
        .replace(/^[._]+/, '')
        .slice(0, 80) || 'survey'
    }.${format}`;
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file, {
      type: format === 'csv' ? SURVEY_RESULTS_CSV_TYPE : SURVEY_RESULTS_XLSX_TYPE,
      length: file.length,
      disposition: `attachment; filename="${name}"`,
    });
  }

  private async authorsSurvey(accountId: string, principal: RequestPrincipal, id: string): Promise<SurveyHeader> {
    return this.tables.authorsSurvey(accountId, await this.policy.actor({ ...principal, accountId }), id);
  }
}
