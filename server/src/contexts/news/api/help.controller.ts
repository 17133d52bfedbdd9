import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HelpView, Locale } from '@kollab/contracts';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { HELP_CONTENT } from '../content/help.content';
import { RequestLocale } from './request-locale.decorator';

/**
 * GET /api/v2/static/help: the help drawer of the signed-in shell (token and Account
 * signature, like every call of the shell), in the caller's language.
 */
@ApiTags('static content')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller('v2/static')
export class HelpController {
  @Get('help')
  @ApiOperation({ summary: 'Help text and button, in Content-Language (de by default)' })
  @ApiHeader({ name: 'Content-Language', required: false, enum: ['de', 'en'] })
  @ApiAnswer('HelpView')
  help(@RequestLocale() locale: Locale, @Res({ passthrough: true }) response: Response): HelpView {
    response.setHeader('Content-Language', locale);
    response.setHeader('Vary', 'Content-Language, Accept-Language');
    return HELP_CONTENT[locale];
  }
}
