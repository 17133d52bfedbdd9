// Forms with react-hook-form, validated by the contracts' DTO classes (lib/validation.ts): the
// messages are the rules the server's ValidationPipe applies, worded as its 422, in the user's language.
import { createElement, useEffect, useRef, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { localeFrom, type Locale } from '@kollab/contracts';
import { ruleText, serverFieldMessages, validateWith, type FieldMessages } from './validation';

/** A contracts DTO class (its decorators are the rules). */
export type ContractClass<I> = new () => Partial<I>;

export interface ContractRules<V extends FieldValues, I> {
  /** The values as the contract's input (trimmed, converted): what is validated and what `handleSubmit` hands on. */
  toInput?(values: V): I;
  /** Messages the contract cannot give (a date that does not parse); they win over the contract's. */
  check?(values: V, locale: Locale): FieldMessages;
}

/** A react-hook-form resolver: the DTO's first failed rule per field, in `locale`; valid values become the input. */
export function contractResolver<V extends FieldValues, I extends object = V>(
  Input: ContractClass<I>,
  locale: Locale,
  { toInput, check }: ContractRules<V, I> = {},
): Resolver<V, unknown, I> {
  return (values) => {
    const input = toInput ? toInput(values) : (values as unknown as I);
    const messages: FieldMessages = { ...validateWith(Input, input, locale), ...check?.(values, locale) };
    const errors = Object.entries(messages).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (errors.length === 0) return { values: input, errors: {} };
    return { values: {}, errors: Object.fromEntries(errors.map(([field, message]) => [field, { type: 'contract', message }])) as FieldErrors<V> };
  };
}

export interface ContractFormOptions<V extends FieldValues, I> extends ContractRules<V, I> {
  /** The failed request's 422 `errors`: each field of the form shows its first text (until it is validated again). */
  serverErrors?: Record<string, string[]> | null;
}

/**
 * `useForm` with the contract's resolver in the current language: checked on submit, then on every
 * change (react-hook-form's defaults); `handleSubmit` hands on the input (`toInput`). A change of
 * language words the messages anew.
 */
export function useContractForm<V extends FieldValues, I extends object = V>(
  Input: ContractClass<I>,
  defaultValues: V,
  { serverErrors, ...rules }: ContractFormOptions<V, I> = {},
): UseFormReturn<V, unknown, I> {
  const { i18n } = useTranslation();
  const locale = localeFrom(i18n.language);
  const form = useForm<V, unknown, I>({ defaultValues: defaultValues as DefaultValues<V>, resolver: contractResolver(Input, locale, rules) });
  const { setError, getValues, trigger } = form;
  const { isSubmitted } = form.formState;

  useEffect(() => {
    const values: object = getValues();
    for (const [field, message] of Object.entries(serverFieldMessages(serverErrors))) {
      if (Object.hasOwn(values, field)) setError(field as FieldPath<V>, { type: 'server', message });
    }
  }, [serverErrors, setError, getValues]);

  const worded = useRef(locale);
  useEffect(() => {
    if (worded.current === locale) return;
    worded.current = locale;
    if (isSubmitted) void trigger();
  }, [locale, isSubmitted, trigger]);

  return form;
}

/**
 * A confirmation (the repeated password) says "does not match" as soon as it is typed, before the
 * first submit; after it, the contract's rule (SameAs) says it.
 */
export function useMatchWhileTyping<V extends FieldValues>(form: UseFormReturn<V, unknown, object>, field: FieldPath<V>, confirmation: FieldPath<V>) {
  const { i18n } = useTranslation();
  const locale = localeFrom(i18n.language);
  const [value, repeated] = useWatch({ control: form.control, name: [field, confirmation] });
  const { setError, clearErrors, getFieldState } = form;
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted) return;
    if (repeated && repeated !== value) setError(confirmation, { type: 'mismatch', message: ruleText('validation.password_mismatch', locale) });
    else if (getFieldState(confirmation).error?.type === 'mismatch') clearErrors(confirmation);
  }, [value, repeated, isSubmitted, locale, confirmation, setError, clearErrors, getFieldState]);
}

/** The props that bind an MUI TextField (or a wrapper of it) to a field: its value, and its error as helper text (else `hint`). */
export function fieldBinding<V extends FieldValues>(
  field: ControllerRenderProps<V, FieldPath<V>>,
  fieldState: ControllerFieldState,
  hint?: ReactNode,
): Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'> {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? hint,
  };
}

export type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  control: Control<V, unknown, object>;
  name: FieldPath<V>;
  /** The helper text while the field has no error. */
  hint?: ReactNode;
  /** Fields checked again when this one changes (after the first submit): a confirmation of this one. */
  deps?: FieldPath<V>[];
};

/** An MUI TextField (also `select`) bound to a form field; its error shows as helper text (`aria-invalid`, described by it). */
export function FormTextField<V extends FieldValues>({ control, name, hint, deps, ...props }: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  return createElement(TextField, { ...props, ...fieldBinding(field, fieldState, hint) });
}
