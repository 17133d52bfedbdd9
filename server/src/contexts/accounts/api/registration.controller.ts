import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RegisterAccountInput, type WriteResult } from '@kollab/contracts';
import { Public } from '../../../core/auth/auth.decorators';
import { PublicWrite, WriteRoutes, type PublicWriteCall } from '../../../core/http/write-route';
import type { AccountCreated } from '../commands/create-account.handler';
import { RegisterAccount } from '../commands/register-account.handler';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

@ApiTags('accounts')
@Controller('v2/accounts/register')
export class RegistrationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly writes: WriteRoutes,
  ) {}

  @Post()
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: account id, version, position }' })
  @Public()
  @ApiOperation({ summary: 'Register an organisation with a registration link (seed §7); its manager activates by mail' })
  @ApiResponse({ status: 422, description: 'validation (terms must be true), registration.token_invalid, name taken' })
  async register(@PublicWrite() call: PublicWriteCall, @Body() input: RegisterAccountInput): Promise<WriteResult> {
    const created = await this.commands.execute<RegisterAccount, AccountCreated>(new RegisterAccount(input));
    return this.writes.respond(call, created.accountId, created.result, 201);
  }
}
