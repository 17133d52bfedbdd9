import { applyDecorators, Body, Controller, Delete, Get, Param, Post, Put, Query, Res, type PipeTransform, type Type } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiSecurity,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ClaimTypeInput,
  ContactTypeInput,
  ListItemTypesQuery,
  OfferTypeInput,
  ProtocolTypeInput,
  STAFF_ROLES,
  TaskTypeInput,
  TYPE_LISTS,
  type ClaimTypeTreeView,
  type ItemTypeListView,
  type ItemTypeVersionView,
  type ItemTypeView,
  type TypeKind,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { classSchema } from '../../../core/http/class-schema';
import { anyOfViews, ApiAnswer, HISTORY_SCHEMA, viewSchema } from '../../../core/http/openapi-schemas';
import { UuidPathPipe } from '../../../core/http/path-id.pipe';
import { apiValidationPipe } from '../../../core/http/validation.pipe';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ChangeItemType } from '../commands/change-item-type.handler';
import { CreateItemType } from '../commands/create-item-type.handler';
import { DeleteItemType } from '../commands/delete-item-type.handler';
import type { TypeDraft } from '../domain/item-type.commands';
import { GetItemTypeAt } from '../queries/get-item-type-at.handler';
import { GetItemTypeHistory } from '../queries/get-item-type-history.handler';
import { GetItemType } from '../queries/get-item-type.handler';
import { ListItemTypes } from '../queries/list-item-types.handler';

/** Type ids in paths: anything that cannot be one is simply not found. */
const TypeIdPipe = new UuidPathPipe('types.type_not_found');

/** Validates a body against the kind's input class (the handler's parameter type cannot name it: the class is made per kind). */
class BodyOf implements PipeTransform {
  private readonly pipe = apiValidationPipe();
  constructor(private readonly input: Type<object>) {}

  transform(value: unknown): Promise<unknown> {
    return this.pipe.transform(value, { type: 'body', metatype: this.input });
  }
}

const draftOf = (input: TypeDraft): TypeDraft => ({
  title: input.title,
  short: input.short,
  template: input.template,
  is_claim: input.is_claim,
  parent_id: input.parent_id,
});

/** What differs between the lists. */
export interface TypeRoutes {
  kind: TypeKind;
  /** For the documentation: "contact types". */
  name: string;
  /** The contracts' input class of POST and PUT. */
  input: Type<object>;
}

/**
 * The routes of one kind of type under /api/v1/account_manager/<kind>_types (seed §7
 * names the contact types' calls; the other kinds follow them). Every member of the
 * account reads (forms need the types, portal users too); managers write. The
 * kinds differ in body and documentation only, so one class is made per kind here
 * instead of a copy per kind.
 */
export function itemTypesController({ kind, name, input }: TypeRoutes): Type<unknown> {
  const list = TYPE_LISTS[kind];
  // The body of POST and PUT: the kind's contracts input class, inline (one controller serves every kind).
  const inputSchema = { ...classSchema(input), description: input.name };
  const forbidden = ApiForbiddenResponse({ description: 'not a manager (auth.forbidden), or Account header problems (seed §8)' });
  const notFound = ApiNotFoundResponse({ description: `no such ${kind} type in this account (types.type_not_found)` });
  const treeQuery =
    kind === 'claim'
      ? ApiQuery({ name: 'format', required: false, enum: ['flat', 'tree'], description: 'tree: the roots, each with its children' })
      : applyDecorators();

  @ApiTags('types')
  @ApiBearerAuth()
  @ApiSecurity('Account')
  @Controller(`v1/account_manager/${list}`)
  class ItemTypesController {
    constructor(
      private readonly queries: QueryBus,
      private readonly writes: WriteRoutes,
    ) {}

    @Get()
    @Roles(...STAFF_ROLES)
    @ApiOperation({ summary: `The account's ${name}, sorted by title (staff; portal users read the type names their shared items carry)` })
    @treeQuery
    @ApiForbiddenResponse({ description: 'a portal user (auth.forbidden), or Account header problems (seed §8)' })
    @ApiAnswer(kind === 'claim' ? anyOfViews('ItemTypeListView', 'ClaimTypeTreeView') : { allOf: [viewSchema('ItemTypeListView')] }, {
      description: '{ data, meta }',
    })
    @ApiUnprocessableEntityResponse({ description: 'unknown query parameter, or format=tree for a kind that is not a tree' })
    list(@CurrentAccountId() accountId: string, @Query() query: ListItemTypesQuery): Promise<ItemTypeListView | ClaimTypeTreeView> {
      if (query.format === 'tree' && kind !== 'claim') throw DomainRefusal.fields({ format: [{ key: 'validation.one_of' }] });
      return this.queries.execute(new ListItemTypes(accountId, kind, query.format));
    }

    @Get(':id')
    @Roles(...STAFF_ROLES)
    @ApiOperation({ summary: `One of the ${name}; with ?version=N or ?at=ISO as it was then (staff)` })
    @ApiForbiddenResponse({ description: 'a portal user (auth.forbidden), or Account header problems (seed §8)' })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiQuery({ name: 'version', required: false, type: 'integer' })
    @ApiQuery({ name: 'at', required: false, type: 'string', format: 'date-time' })
    @ApiAnswer(anyOfViews('ItemTypeView', 'ItemTypeVersionView'), {
      description: 'the view (ETag holds its version); as of a version or time with `deleted` (ItemTypeVersionView)',
    })
    @notFound
    @ApiUnprocessableEntityResponse({ description: 'a bad version or at' })
    async get(
      @CurrentAccountId() accountId: string,
      @Param('id', TypeIdPipe) id: string,
      @Query('version') version: string | undefined,
      @Query('at') at: string | undefined,
      @Res({ passthrough: true }) response: Response,
    ): Promise<ItemTypeView | ItemTypeVersionView> {
      const asOf = parseAsOf({ version, at });
      const view = asOf
        ? await this.queries.execute<GetItemTypeAt, ItemTypeVersionView>(new GetItemTypeAt(accountId, kind, id, asOf))
        : await this.queries.execute<GetItemType, ItemTypeView>(new GetItemType(accountId, kind, id));
      response.setHeader('ETag', `"${view.version}"`);
      return view;
    }

    @Get(':id/history')
    @Roles('manager')
    @ApiOperation({ summary: `Every change of one of the ${name} (deleted ones too): who, when, which fields (manager)` })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiAnswer(HISTORY_SCHEMA, { description: '{ data: HistoryEntry[] }' })
    @forbidden
    @notFound
    history(@CurrentAccountId() accountId: string, @Param('id', TypeIdPipe) id: string): Promise<{ data: HistoryEntry[] }> {
      return this.queries.execute(new GetItemTypeHistory(accountId, kind, id));
    }

    @Post()
    @Roles('manager')
    @ApiOperation({ summary: `Create one of the ${name} (ItemTypeCreated)` })
    @ApiBody({ schema: inputSchema })
    @ApiAnswer('WriteResult', { status: 201 })
    @forbidden
    @ApiConflictResponse({ description: 'types.title_taken / types.short_taken (with the fields)' })
    @ApiUnprocessableEntityResponse({ description: 'field errors (validation.*, types.parent_not_found)' })
    create(@Write() call: WriteCall, @Body(new BodyOf(input)) body: TypeDraft): Promise<WriteResult> {
      const command = new CreateItemType(call.context, kind, draftOf(body));
      return this.writes.execute(call, command, command.id, 201);
    }

    @Put(':id')
    @Roles('manager')
    @ApiOperation({ summary: `Change one of the ${name} (ItemTypeChanged; nothing when unchanged)` })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiHeader({ name: 'If-Match', required: false, description: 'the version the change is based on' })
    @ApiBody({ schema: inputSchema })
    @ApiAnswer('WriteResult')
    @forbidden
    @notFound
    @ApiConflictResponse({
      description: 'types.title_taken / types.short_taken, or If-Match names an older version (concurrency.wrong_expected_version)',
    })
    @ApiUnprocessableEntityResponse({ description: 'field errors (validation.*, types.parent_not_found, types.parent_cycle)' })
    change(@Write() call: WriteCall, @Param('id', TypeIdPipe) id: string, @Body(new BodyOf(input)) body: TypeDraft): Promise<WriteResult> {
      return this.writes.execute(call, new ChangeItemType(call.context, kind, id, draftOf(body), call.basedOn), id);
    }

    @Delete(':id')
    @Roles('manager')
    @ApiOperation({ summary: `Delete one of the ${name} (ItemTypeDeleted); refused while items use it` })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiAnswer('WriteResult')
    @forbidden
    @notFound
    @ApiConflictResponse({
      description:
        kind === 'claim'
          ? 'types.type_in_use (errors.usage names the count) or types.claim_type_has_children'
          : 'types.type_in_use (errors.usage names the count)',
    })
    remove(@Write() call: WriteCall, @Param('id', TypeIdPipe) id: string): Promise<WriteResult> {
      return this.writes.execute(call, new DeleteItemType(call.context, kind, id), id);
    }
  }

  // Distinct names: Nest's route log and the OpenAPI operation ids use them.
  const pascal = kind.charAt(0).toUpperCase() + kind.slice(1);
  Object.defineProperty(ItemTypesController, 'name', { value: `${pascal}TypesController` });
  return ItemTypesController;
}

/** /api/v1/account_manager/contact_types {title, short} (seed §7). */
export const ContactTypesController = itemTypesController({ kind: 'contact', name: 'contact types', input: ContactTypeInput });
/** /api/v1/account_manager/task_types {title, short, template, is_claim}. */
export const TaskTypesController = itemTypesController({ kind: 'task', name: 'task types', input: TaskTypeInput });
/** /api/v1/account_manager/protocol_types {title, short, template}. */
export const ProtocolTypesController = itemTypesController({ kind: 'protocol', name: 'protocol types', input: ProtocolTypeInput });
/** /api/v1/account_manager/claim_types {title, parent_id}: the claim tree. */
export const ClaimTypesController = itemTypesController({ kind: 'claim', name: 'claim types', input: ClaimTypeInput });

/** /api/v1/account_manager/offer_types {title, short, template} (issue 14). */
export const OfferTypesController = itemTypesController({ kind: 'offer', name: 'offer types', input: OfferTypeInput });

export const TYPES_CONTROLLERS = [ContactTypesController, TaskTypesController, ProtocolTypesController, ClaimTypesController, OfferTypesController];
