import { isRefusal, type DomainRefusal, type ErrorCode, type FieldError, type RefusalFieldErrors, type RefusalKind } from '@kollab/contracts';

/**
 * Spec support for the pure deciders (after Emmett's DeciderSpecification): given the events
 * of a stream, when a command is decided, then these events, no events, or this refusal.
 *
 *   const spec = DeciderSpecification.for({ decide: decideTask, evolve: evolveTask, initialState: initialTaskState });
 *   spec.given(created, published).when(close).then([{ type: 'TaskClosed', data: {} }]);
 *   spec.given(created).when(close).thenNothing();
 *   spec.given().when(close).thenRefuses('not_found', 'tasks.task_not_found');
 *   spec.given().when(create).thenRefusesFields({ title: 'validation.required' });   // DomainRefusal.fields
 *
 * A decider of another shape is adapted in `for(...)` (`decide: (command, state) => decideX(command, state, extra)`).
 * Deciders that are one function per command leave `decide` out and name the function and its
 * arguments: `spec.given(created).when(decideSetPassword, 'reset')`.
 * Only for specs: the assertions are jest's (an Outcome has a `then`: call it, never await it).
 */
export interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => readonly Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}

/** What a refusal must carry (each property compared as by toEqual; the others are not looked at). */
export interface RefusalExpectation {
  kind?: RefusalKind;
  code?: ErrorCode;
  errors?: RefusalFieldErrors;
  message?: string;
  retryAfterSeconds?: number;
  account?: DomainRefusal['account'];
}

/** One error of a field: its message key, or the FieldError (key and params) it must contain. */
export type FieldExpectation = string | FieldError;

export class DeciderSpecification<Command, Event, State> {
  private constructor(private readonly decider: Decider<Command, Event, State>) {}

  static for<Command, Event, State>(decider: Decider<Command, Event, State>): DeciderSpecification<Command, Event, State>;
  /** Deciders that are one function per command: `when(decideX, ...args)` names the function. */
  static for<Event, State>(decider: Omit<Decider<never, Event, State>, 'decide'>): DeciderSpecification<never, Event, State>;
  static for<Command, Event, State>(
    decider: Decider<Command, Event, State> | Omit<Decider<never, Event, State>, 'decide'>,
  ): DeciderSpecification<Command, Event, State> {
    const decide =
      'decide' in decider
        ? decider.decide
        : () => {
            throw new Error('This decider is one function per command: name it, when(decideX, ...args)');
          };
    return new DeciderSpecification({ decide, evolve: decider.evolve, initialState: decider.initialState });
  }

  /** The stream so far (none: a new id). */
  given(...events: Event[]): Given<Command, Event, State> {
    return new Given(this.decider, events);
  }
}

export class Given<Command, Event, State> {
  constructor(
    private readonly decider: Decider<Command, Event, State>,
    private readonly events: readonly Event[],
  ) {}

  /** The state the given events fold to, for what only the state shows. */
  get state(): State {
    return this.events.reduce((state, event) => this.decider.evolve(state, event), this.decider.initialState());
  }

  /**
   * Decides the command on the state the given events fold to; or, given a function of the
   * state (a decider that is one function per command, with its further arguments), calls it.
   */
  when(command: Command): Outcome<Event>;
  when<Args extends unknown[]>(decide: (state: State, ...args: Args) => readonly Event[], ...args: Args): Outcome<Event>;
  when(command: Command | ((state: State, ...args: unknown[]) => readonly Event[]), ...args: unknown[]): Outcome<Event> {
    if (typeof command !== 'function') return new Outcome(() => this.decider.decide(command, this.state));
    const decide = command as (state: State, ...args: unknown[]) => readonly Event[];
    return new Outcome(() => decide(this.state, ...args));
  }
}

export class Outcome<Event> {
  constructor(private readonly decide: () => readonly Event[]) {}

  /** Exactly these events (toEqual, so asymmetric matchers work), or an assertion of its own on the events decided. */
  then(expected: readonly Event[] | ((events: Event[]) => void)): void {
    const events = this.decided('events');
    if (typeof expected === 'function') expected(events);
    else expect(events).toEqual(expected);
  }

  /** No events: the command changes nothing (an idempotent repeat). */
  thenNothing(): void {
    expect(this.decided('no events')).toEqual([]);
  }

  /**
   * Refused with a DomainRefusal: of `kind` (and `code`, when named) and without field errors;
   * or, given an object, one whose kind, code, errors… equal those named (as expect.objectContaining).
   */
  thenRefuses(kind: RefusalKind, code?: ErrorCode): void;
  thenRefuses(expected: RefusalExpectation): void;
  thenRefuses(expected: RefusalKind | RefusalExpectation, code?: ErrorCode): void {
    const refusal = this.refusal();
    if (typeof expected === 'object') {
      expect(refusal).toEqual(expect.objectContaining(expected));
      return;
    }
    const { kind, errors } = refusal;
    const wanted = code === undefined ? { kind: expected, errors: undefined } : { kind: expected, code, errors: undefined };
    expect(code === undefined ? { kind, errors } : { kind, code: refusal.code, errors }).toEqual(wanted);
  }

  /**
   * Refused as invalid with `code` (by default request.validation_failed, DomainRefusal.fields)
   * on exactly these fields, each with these errors in this order: a message key, or a FieldError
   * the error contains (key and params).
   */
  thenRefusesFields(fields: Record<string, FieldExpectation | FieldExpectation[]>, code: ErrorCode = 'request.validation_failed'): void {
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, list]) => [
        field,
        (Array.isArray(list) ? list : [list]).map((error) => expect.objectContaining(typeof error === 'string' ? { key: error } : error)),
      ]),
    );
    this.thenRefuses({ kind: 'invalid', code, errors });
  }

  private decided(wanted: string): Event[] {
    try {
      return [...this.decide()];
    } catch (error) {
      throw new Error(`Expected ${wanted}, but the decider threw ${describeThrown(error)}`, { cause: error });
    }
  }

  /** The refusal as a plain object, so a failed comparison shows a readable diff. */
  private refusal(): RefusalExpectation {
    let events: readonly Event[];
    try {
      events = this.decide();
    } catch (error) {
      if (!isRefusal(error)) throw new Error(`Expected a DomainRefusal, but the decider threw ${describeThrown(error)}`, { cause: error });
      const { kind, code, errors, message, retryAfterSeconds, account } = error;
      return { kind, code, errors, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }), ...(account ? { account } : {}) };
    }
    throw new Error(`Expected a DomainRefusal, but the decider decided ${events.length ? JSON.stringify(events) : 'no events'}`);
  }
}

function describeThrown(error: unknown): string {
  if (isRefusal(error)) return `a DomainRefusal (${error.kind}, ${error.code}${error.errors ? `, ${JSON.stringify(error.errors)}` : ''})`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
