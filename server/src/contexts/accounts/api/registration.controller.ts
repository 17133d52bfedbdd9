import { Body, Controller, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RegisterAccountInput, type WriteResult } from '@kollab/contracts';
import { Public } from '../../../core/auth/auth.decorators';
import { respondToWrite } from '../../../core/http/write-response';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import type { AccountCreated } from '../commands/create-account.handler';
import { RegisterAccount } from '../commands/register-account.handler';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

@ApiTags('accounts')
@Controller('v2/accounts/register')
export class RegistrationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly waiter: ReadYourWrites,
  ) {}

  @Post()
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: account id, version, position }' })
  @Public()
  @ApiOperation({ summary: 'Register an organisation with a registration link (seed §7); its manager activates by mail' })
  @ApiResponse({ status: 422, description: 'validation (terms must be true), registration.token_invalid, name taken' })
  async register(@Body() input: RegisterAccountInput, @Res({ passthrough: true }) response: Response): Promise<WriteResult> {
    const created = await this.commands.execute<RegisterAccount, AccountCreated>(new RegisterAccount(input));
    return respondToWrite(this.waiter, response, created.accountId, created.result, 201);
  }
}
