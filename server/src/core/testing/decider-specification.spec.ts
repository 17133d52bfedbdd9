import { DomainRefusal } from '@kollab/contracts';
import { DeciderSpecification } from './decider-specification';

// A made-up lamp: it is installed once, switched on (once: again is nothing), labelled.
type LampCommand = { type: 'Install' } | { type: 'SwitchOn' } | { type: 'Label'; data: { label: string } };
type LampEvent = { type: 'Installed' } | { type: 'SwitchedOn' } | { type: 'Labelled'; data: { label: string } };
type LampState = { installed: boolean; on: boolean; label: string | null };

const initialLampState = (): LampState => ({ installed: false, on: false, label: null });
const evolveLamp = (state: LampState, event: LampEvent): LampState => {
  switch (event.type) {
    case 'Installed':
      return { ...state, installed: true };
    case 'SwitchedOn':
      return { ...state, on: true };
    case 'Labelled':
      return { ...state, label: event.data.label };
  }
};
const decideLamp = (command: LampCommand, state: LampState): LampEvent[] => {
  if (command.type === 'Install') {
    if (state.installed) throw DomainRefusal.conflict('concurrency.wrong_expected_version');
    return [{ type: 'Installed' }];
  }
  if (!state.installed) throw DomainRefusal.notFound();
  if (command.type === 'SwitchOn') return state.on ? [] : [{ type: 'SwitchedOn' }];
  if (command.data.label === 'boom') throw new Error('the bulb burst');
  if (!command.data.label.trim()) throw DomainRefusal.field('label', 'validation.max_length', { max: 3 });
  return [{ type: 'Labelled', data: { label: command.data.label } }];
};

const spec = DeciderSpecification.for({ decide: decideLamp, evolve: evolveLamp, initialState: initialLampState });
const installed: LampEvent = { type: 'Installed' };
const switchOn: LampCommand = { type: 'SwitchOn' };
const label = (text: string): LampCommand => ({ type: 'Label', data: { label: text } });

describe('given', () => {
  it('folds the given events into the state', () => {
    expect(spec.given().state).toEqual(initialLampState());
    expect(spec.given(installed, { type: 'SwitchedOn' }).state).toEqual({ installed: true, on: true, label: null });
  });

  it('takes deciders that are one function per command when `decide` is left out', () => {
    const perCommand = DeciderSpecification.for({ evolve: evolveLamp, initialState: initialLampState });
    perCommand
      .given(installed)
      .when((state) => decideLamp(switchOn, state))
      .then([{ type: 'SwitchedOn' }]);
    perCommand
      .given()
      .when((state) => decideLamp(switchOn, state))
      .thenRefuses('not_found');
    const labelLamp = (state: LampState, text: string) => decideLamp(label(text), state);
    perCommand
      .given(installed)
      .when(labelLamp, 'Hall')
      .then([{ type: 'Labelled', data: { label: 'Hall' } }]);
  });
});

describe('then', () => {
  it('passes on exactly the events decided, matchers included', () => {
    spec
      .given(installed)
      .when(switchOn)
      .then([{ type: 'SwitchedOn' }]);
    spec
      .given(installed)
      .when(label('Hall'))
      .then([{ type: 'Labelled', data: expect.objectContaining({ label: 'Hall' }) }]);
  });

  it('hands the events to an assertion of its own', () => {
    const seen: LampEvent[][] = [];
    spec
      .given()
      .when({ type: 'Install' })
      .then((events) => seen.push(events));
    expect(seen).toEqual([[installed]]);
  });

  it('fails on other events, on no events, and on a refusal', () => {
    expect(() =>
      spec
        .given(installed)
        .when(label('Hall'))
        .then([{ type: 'Labelled', data: { label: 'Hallway' } }]),
    ).toThrow(/toEqual/);
    expect(() =>
      spec
        .given(installed, { type: 'SwitchedOn' })
        .when(switchOn)
        .then([{ type: 'SwitchedOn' }]),
    ).toThrow(/toEqual/);
    expect(() =>
      spec
        .given()
        .when(switchOn)
        .then([{ type: 'SwitchedOn' }]),
    ).toThrow('Expected events, but the decider threw a DomainRefusal (not_found, request.not_found)');
  });
});

describe('thenNothing', () => {
  it('passes when nothing is decided', () => {
    spec.given(installed, { type: 'SwitchedOn' }).when(switchOn).thenNothing();
  });

  it('fails on events and on a refusal', () => {
    expect(() => spec.given(installed).when(switchOn).thenNothing()).toThrow(/toEqual/);
    expect(() => spec.given().when(switchOn).thenNothing()).toThrow('Expected no events, but the decider threw a DomainRefusal');
  });
});

describe('thenRefuses', () => {
  it('passes on a refusal of the kind, and of the kind and code', () => {
    spec.given().when(switchOn).thenRefuses('not_found');
    spec.given().when(switchOn).thenRefuses('not_found', 'request.not_found');
    spec.given(installed).when({ type: 'Install' }).thenRefuses('conflict', 'concurrency.wrong_expected_version');
  });

  it('passes on a refusal that contains what an object names', () => {
    spec
      .given(installed)
      .when(label(' '))
      .thenRefuses({ kind: 'invalid', errors: { label: [{ key: 'validation.max_length', params: { max: 3 } }] } });
    spec
      .given(installed)
      .when(label(' '))
      .thenRefuses({ code: 'request.validation_failed', errors: { label: expect.anything() } });
  });

  it('fails on another kind or code, and on field errors the kind and code leave unnamed', () => {
    expect(() => spec.given().when(switchOn).thenRefuses('conflict')).toThrow(/toEqual/);
    expect(() => spec.given().when(switchOn).thenRefuses('not_found', 'auth.forbidden')).toThrow(/toEqual/);
    expect(() => spec.given(installed).when(label(' ')).thenRefuses('invalid')).toThrow(/toEqual/);
    expect(() => spec.given(installed).when(label(' ')).thenRefuses('invalid', 'request.validation_failed')).toThrow(/toEqual/);
    expect(() =>
      spec
        .given(installed)
        .when(label(' '))
        .thenRefuses({ kind: 'invalid', errors: { name: expect.anything() } }),
    ).toThrow(/toEqual/);
    expect(() =>
      spec
        .given(installed)
        .when(label(' '))
        .thenRefuses({ errors: { label: [{ key: 'validation.max_length' }] } }),
    ).toThrow(/toEqual/);
  });

  it('fails, saying so, when nothing was refused', () => {
    expect(() => spec.given(installed).when(switchOn).thenRefuses('conflict')).toThrow(
      'Expected a DomainRefusal, but the decider decided [{"type":"SwitchedOn"}]',
    );
    expect(() => spec.given(installed, { type: 'SwitchedOn' }).when(switchOn).thenRefuses('conflict')).toThrow(
      'Expected a DomainRefusal, but the decider decided no events',
    );
  });

  it('fails, saying so, when something else was thrown', () => {
    expect(() => spec.given(installed).when(label('boom')).thenRefuses('invalid')).toThrow(
      'Expected a DomainRefusal, but the decider threw Error: the bulb burst',
    );
  });
});

describe('thenRefusesFields', () => {
  it('passes on an invalid refusal on exactly these fields, by key or by the FieldError', () => {
    spec.given(installed).when(label(' ')).thenRefusesFields({ label: 'validation.max_length' });
    spec
      .given(installed)
      .when(label(' '))
      .thenRefusesFields({ label: ['validation.max_length'] }, 'request.validation_failed');
    spec
      .given(installed)
      .when(label(' '))
      .thenRefusesFields({ label: { key: 'validation.max_length', params: { max: 3 } } });
  });

  it('fails on another key, params, field or code, a field too many, and on no refusal', () => {
    const refused = spec.given(installed).when(label(' '));
    expect(() => refused.thenRefusesFields({ label: 'validation.required' })).toThrow(/toEqual/);
    expect(() => refused.thenRefusesFields({ label: { key: 'validation.max_length', params: { max: 5 } } })).toThrow(/toEqual/);
    expect(() => refused.thenRefusesFields({ name: 'validation.max_length' })).toThrow(/toEqual/);
    expect(() => refused.thenRefusesFields({ label: 'validation.max_length', name: 'validation.required' })).toThrow(/toEqual/);
    expect(() => refused.thenRefusesFields({ label: 'validation.max_length' }, 'types.parent_not_found')).toThrow(/toEqual/);
    expect(() => spec.given().when(switchOn).thenRefusesFields({ label: 'validation.max_length' })).toThrow(/toEqual/);
    expect(() => spec.given(installed).when(label('Hall')).thenRefusesFields({ label: 'validation.max_length' })).toThrow(
      'Expected a DomainRefusal, but the decider decided',
    );
  });
});
