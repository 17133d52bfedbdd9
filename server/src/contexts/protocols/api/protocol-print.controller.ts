import { Controller, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Locale } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { pdfResponse } from '../../../core/print/pdf-response';
import type { PrintDocument } from '../../../core/print/print-document';
import { PrintJobs } from '../../../core/print/print-jobs';
import { printLabel } from '../../../core/print/print-labels';
import { namesOf, PrintNames } from '../../../core/print/print-names';
import { PrintLocale } from '../../../core/print/print-locale.decorator';
import { PrintRoute } from '../../../core/print/print-route';
import { htmlToBlocks, printDate } from '../../../core/print/print-text';
import { ACCOUNT_LETTERHEADS, type AccountLetterheads } from '../../accounts/public/account-letterhead';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';
import { ProtocolIdPipe } from './protocol-path.pipes';
import { ProtocolsAppGuard } from './protocols-app.guard';
import { DomainRefusal } from '@kollab/contracts';

/**
 * A protocol as a PDF (issue 6, seed §7 Protocols), rendered by PrintProtocolJob. The
 * policy as for GET: a protocol the caller may not read is 404
 * `protocols.protocol_not_found`; portal users get the fields of their
 * PortalProtocolView (no teams).
 */
@ApiTags('protocols')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems, neither role user nor contact (auth.forbidden), protocols app off (protocols.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(ProtocolsAppGuard)
@Controller('v1/protocols')
export class ProtocolPrintController {
  private readonly names: PrintNames;

  constructor(
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
    private readonly prints: PrintJobs,
    @Inject(ACCOUNT_LETTERHEADS) accounts: AccountLetterheads,
    @Inject(TEAM_NAMES) teams: TeamNames,
    @Inject(USER_DIRECTORY) users: UserDirectory,
    @Inject(TYPE_CATALOG) types: TypeCatalog,
  ) {
    this.names = new PrintNames({ accounts, users, teams, types }, 'protocol');
  }

  @PrintRoute(':id/print', 'One protocol as a PDF: number, title, type, teams (staff), date, author, attendees and the body as text')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 404, description: 'protocols.protocol_not_found: unknown, deleted, of another account or not readable' })
  async print(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ProtocolIdPipe) id: string,
    @PrintLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ) {
    const actor = await this.access.actor({ ...principal, accountId });
    const row = await this.reader.index(accountId).get(id);
    if (!row) throw DomainRefusal.notFound('protocols.protocol_not_found');
    await this.access.assertReads(accountId, actor, row.state);
    const view = await this.reader.protocol(accountId, id);
    if (!view) throw DomainRefusal.notFound('protocols.protocol_not_found');
    const protocol = await this.access.faceFor(accountId, actor, view);
    const label = (key: string) => printLabel(locale, key);
    const users = await this.names.users([protocol.author, ...protocol.attendees]);
    const teams = 'teams' in protocol ? await this.names.teams(accountId, protocol.teams) : undefined;
    const item = await this.names.item(accountId, locale, protocol);
    const document: PrintDocument = {
      ...(await this.names.head(accountId, locale)),
      title: item.title,
      fields: [
        ...item.fields,
        ...(teams ? [{ label: label('teams'), value: teams.join(', ') }] : []),
        ...('published' in protocol
          ? [{ label: label('status'), value: label(protocol.published ? 'published.published' : 'published.draft') }]
          : []),
        { label: label('date'), value: printDate(protocol.date) },
        { label: label('author'), value: namesOf([protocol.author], users) },
        { label: label('attendees'), value: namesOf(protocol.attendees, users) },
      ],
      sections: [{ heading: label('body'), blocks: htmlToBlocks(protocol.body) }],
    };
    const pdf = await this.prints.print(accountId, document);
    return pdfResponse(response, pdf, protocol.number ?? `${label('protocol')}-${protocol.id.slice(0, 8)}`);
  }
}
