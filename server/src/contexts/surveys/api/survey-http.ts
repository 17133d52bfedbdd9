import { applyDecorators, Injectable } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { AppGuard } from '../../../core/auth/app-guard';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { UuidPathPipe } from '../../../core/http/path-id.pipe';

/** A survey id in a path. */
export const SurveyIdPipe = new UuidPathPipe('surveys.survey_not_found');

/** Seed §2, §6: the surveys routes need the surveys app of the account. */
@Injectable()
export class SurveysAppGuard extends AppGuard('surveys') {}

/** The OpenAPI description every write on an existing survey shares: the id, If-Match, the WriteResult, 403, 404, 409. */
export const SurveyWriteRoute = (summary: string): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiHeader({ name: 'If-Match', required: false, description: 'The survey version the change is based on (409 when it changed since)' }),
    ApiAnswer('WriteResult', { description: 'WriteResult of the survey' }),
    ApiResponse({ status: 403, description: "auth.forbidden: not role surveys, or not the survey's author" }),
    ApiResponse({ status: 404, description: 'surveys.survey_not_found: unknown, deleted, of another account, or not readable by the caller' }),
    ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match); surveys.survey_closed' }),
  );
