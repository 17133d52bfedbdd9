import { Controller, Get, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CountryView, ListPage, Locale } from '@kollab/contracts';
import { Public } from '../../../core/auth/auth.decorators';
import { ApiAnswer, pageSchema } from '../../../core/http/openapi-schemas';
import { COUNTRY_LISTS } from '../content/country-list';
import { RequestLocale } from './request-locale.decorator';

/**
 * GET /api/v1/static_content/countries, @Public: the ISO list holds nothing of any
 * organisation or user, public pages (registration, contact portals) may need it, and
 * without a token or signature it can be cached by browsers and proxies.
 */
@ApiTags('static content')
@Public()
@Controller('v1/static_content')
export class CountriesController {
  @Get('countries')
  @ApiOperation({ summary: 'ISO 3166-1 alpha-2 countries with German and English names, sorted by the name in Content-Language' })
  @ApiHeader({ name: 'Content-Language', required: false, enum: ['de', 'en'] })
  @ApiAnswer(pageSchema('CountryView'), { description: '{ data: CountryView[], meta }' })
  countries(@RequestLocale() locale: Locale, @Res({ passthrough: true }) response: Response): ListPage<CountryView> {
    const data = [...COUNTRY_LISTS[locale]];
    response.setHeader('Content-Language', locale);
    response.setHeader('Vary', 'Content-Language, Accept-Language');
    response.setHeader('Cache-Control', 'public, max-age=86400');
    return { data, meta: { page: 1, limit: data.length, total: data.length } };
  }
}
