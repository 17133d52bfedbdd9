import { Injectable, type Type } from '@nestjs/common';
import { DomainRefusal, isRefusal, type ExportKind, type PolicyActor, type RefusalFieldErrors } from '@kollab/contracts';
import { apiValidationPipe } from '../http/validation.pipe';
import type { Projection } from '../projections/projection';
import type { FindQuery, ReadStore } from '../read-store/read-store';
import type { TableLocale, TableSection } from './table-file';

/**
 * What an export's rows were chosen by that the events alone do not tell (the requester's read
 * scope keys when it ran, the list's filter and order as a query): recorded with the run, so
 * that a re-render as of its cut-off chooses the same rows.
 */
export interface ExportBasis {
  query: Pick<FindQuery, 'where' | 'search' | 'sort'>;
}

/** What a source is asked for when an export job runs: the requester as the policy sees them now. */
export interface ExportRequestFacts {
  accountId: string;
  actor: PolicyActor;
  kind: ExportKind;
  /** The list query the filter became (`checkFilter`'s answer). */
  query: object;
  surveyId: string | null;
  locale: TableLocale;
  /**
   * A report run, rendered from the source's read models replayed up to its cut-off (its
   * `projections` into `store`) instead of the live ones: when it runs with the basis the
   * source makes now, when it is rendered again with the basis the run recorded.
   */
  replay?: { store: ReadStore; basis?: ExportBasis };
}

/** The rows of one export: how many there will be (for the progress), then the sheets. */
export interface ExportTable {
  total: number;
  sections: TableSection[];
  /** The file's name without its extension (`Aufgaben-2026-11-27`): letters, digits, `-` and `_`. */
  fileStem: string;
  /** How the rows were chosen (recorded with the run for its re-render); absent where nothing can be re-rendered. */
  basis?: ExportBasis;
}

/**
 * A kind of item that can be exported (issue 16): the context that owns its list registers it
 * (`ExportSources.register`) and answers with the rows the requester may read, through the
 * same filters, order and policy as the list.
 */
export interface ExportSource {
  readonly kinds: readonly ExportKind[];
  /** The list's query class: the filter keys (without brackets) and `order` are checked by its rules. */
  readonly listQuery?: Type<object>;
  /**
   * Refusals beyond "a manager": the account's flag for claims, a survey the requester may not
   * read. Asked when the export is requested and again when its job runs.
   */
  refusal?(facts: Omit<ExportRequestFacts, 'query' | 'locale'>): Promise<DomainRefusal | undefined>;
  table(facts: ExportRequestFacts): Promise<ExportTable>;
  /**
   * The projections that write what `table` reads of the items: a report run is re-rendered by
   * replaying them up to its cut-off. Absent: runs of the kind are not re-rendered (and the kind
   * is not scheduled).
   */
  readonly projections?: readonly Projection[];
}

/** The sources the contexts registered, by kind. */
@Injectable()
export class ExportSources {
  private readonly sources = new Map<ExportKind, ExportSource>();

  register(source: ExportSource): void {
    for (const kind of source.kinds) {
      if (this.sources.has(kind)) throw new Error(`An export source for ${kind} is registered twice`);
      this.sources.set(kind, source);
    }
  }

  get(kind: ExportKind): ExportSource {
    const source = this.sources.get(kind);
    if (!source) throw new Error(`No export source for ${kind}`);
    return source;
  }

  /**
   * The filter as its list's query (`{ status: 'open' }` → `filter[status]=open`), checked by
   * the list's own rules; faults are 422 with the fields `filter.<key>`. Page and limit are
   * not filters (an export has every match).
   */
  async checkFilter(kind: ExportKind, filter: Record<string, unknown>): Promise<object> {
    const source = this.get(kind);
    const keys = Object.keys(filter);
    if (!source.listQuery) {
      if (keys.length > 0) throw DomainRefusal.fields(Object.fromEntries(keys.map((key) => [`filter.${key}`, [{ key: 'exports.filter_unknown' }]])));
      return {};
    }
    const unknown = keys.filter((key) => key === 'page' || key === 'limit' || key.includes('['));
    if (unknown.length > 0)
      throw DomainRefusal.fields(Object.fromEntries(unknown.map((key) => [`filter.${key}`, [{ key: 'exports.filter_unknown' }]])));
    const query = Object.fromEntries(keys.map((key) => [key === 'order' ? key : `filter[${key}]`, queryValue(filter[key])]));
    try {
      return (await apiValidationPipe().transform(query, { type: 'query', metatype: source.listQuery })) as object;
    } catch (error) {
      if (!isRefusal(error, 'invalid') || !error.errors) throw error;
      const fields: RefusalFieldErrors = {};
      for (const [field, errors] of Object.entries(error.errors)) {
        const key = /^filter\[(.+)\]$/.exec(field)?.[1] ?? field;
        fields[`filter.${key}`] = errors.map((fault) =>
          typeof fault !== 'string' && fault.key === 'validation.unknown_field' ? { key: 'exports.filter_unknown' } : fault,
        );
      }
      throw DomainRefusal.fields(fields);
    }
  }
}

/** Query strings carry text: a JSON filter's numbers and booleans are read as the list reads them. */
function queryValue(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}
