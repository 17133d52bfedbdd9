import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideContactForm } from '../domain/contact-form.decide';
import { contactFormAggregate } from './contact.aggregate';

/** A manager replaces the account's contact form schema (stream `contact_form-<accountId>`). */
export class ChangeContactForm {
  constructor(
    readonly context: CommandContext,
    readonly elements: unknown[],
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(ChangeContactForm)
export class ChangeContactFormHandler implements ICommandHandler<ChangeContactForm, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, elements, basedOn }: ChangeContactForm): Promise<AppendResult> {
    return this.repository.execute(
      contactFormAggregate,
      context,
      context.accountId,
      (state) => decideContactForm({ type: 'ChangeContactForm', data: { elements } }, state),
      basedOn,
    );
  }
}
