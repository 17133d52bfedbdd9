import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PolicyActor } from '@kollab/contracts';
import { commandContext, type CommandContext } from '../../core/aggregates/command-context';
import { WrongExpectedVersionError } from '../../core/event-store/event-store.errors';
import type { AppendResult } from '../../core/event-store/event-store.types';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../accounts/public/membership-directory';
import { PolicyService } from '../access/public/policy.service';
import { CreateOffer } from '../offers/commands/create-offer.handler';
import { MarkOfferOverdue } from '../offers/commands/mark-offer-overdue.handler';
import { PerformOfferAction } from '../offers/commands/perform-offer-action.handler';
import { SetOfferRates } from '../offers/commands/set-offer-rates.handler';
import { ActOnProtocol } from '../protocols/commands/act-on-protocol.handler';
import { CreateProtocol } from '../protocols/commands/create-protocol.handler';
import { PerformTaskAction, type TaskAction } from '../tasks/commands/perform-task-action.handler';
import { CreateTask } from '../tasks/commands/create-task.handler';
import { CreateSurvey } from '../surveys/commands/create-survey.handler';
import { PerformSurveyAction } from '../surveys/commands/perform-survey-action.handler';
import { DEMO_OFFER_RATES, DEMO_OFFERS, DEMO_PROTOCOLS, DEMO_SURVEYS, DEMO_TASKS } from './demo-work-data';

/** The ids the demo organisation got while it was seeded, by the names the demo data uses. */
export interface DemoIds {
  accountId: string;
  users: ReadonlyMap<string, string>;
  teams: ReadonlyMap<string, string>;
  taskTypes: ReadonlyMap<string, string>;
  /** Claim types by title (titles are unique in the demo tree). */
  claimTypes: ReadonlyMap<string, string>;
  protocolTypes: ReadonlyMap<string, string>;
  offerTypes: ReadonlyMap<string, string>;
  contacts: ReadonlyMap<string, string>;
  /** Contact persons by name (the demo names are unique across its contacts). */
  persons: ReadonlyMap<string, string>;
}

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 6: Demo-GmbH's tasks and protocols; issue 14: its hourly rates and offers; issue 15:
 * ben's surveys with their answers. Created
 * by their authors through the same commands (and the same policy) as the API uses, so
 * each has its history from the start.
 */
@Injectable()
export class DemoWorkSeeder {
  constructor(
    private readonly commands: CommandBus,
    private readonly policy: PolicyService,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  /** Everything, in order; the last append (its checkpoint is after all the others'). */
  async seed(ids: DemoIds, now = new Date()): Promise<AppendResult> {
    const taskIds = new Map<string, string>();
    const user = (name: string) => ids.users.get(name)!;
    for (const task of DEMO_TASKS) {
      const { actor, context } = await this.caller(ids.accountId, user(task.author));
      const create = new CreateTask(
        context,
        actor,
        {
          title: task.title,
          type: ids.taskTypes.get(task.type)!,
          team: ids.teams.get(task.team)!,
          claims: (task.claims ?? []).map((title) => ids.claimTypes.get(title)!),
          description: task.description,
          priority: task.priority,
          start_date: null,
          due_date: day(now, task.due_in),
          estimation: null,
          comments_enabled: true,
        },
        task.published,
      );
      await this.commands.execute<CreateTask, AppendResult>(create);
      taskIds.set(task.title, create.id);
      const act = async (action: TaskAction) =>
        await this.commands.execute<PerformTaskAction, AppendResult>(new PerformTaskAction(context, create.id, { actor, action: 'edit' }, action));
      for (const assignee of task.assignees) await act({ type: 'AssignTask', data: { user_id: user(assignee), active: true } });
      for (const contact of task.contacts ?? []) {
        await act({ type: 'LinkTaskContact', data: { contact_id: ids.contacts.get(contact.name)!, public: contact.public, contactKnown: true } });
      }
      for (const comment of task.comments ?? []) {
        const author = await this.caller(ids.accountId, user(comment.author));
        await this.commands.execute<PerformTaskAction, AppendResult>(
          new PerformTaskAction(
            author.context,
            create.id,
            { actor: author.actor, action: 'read' },
            {
              type: 'AddTaskComment',
              data: { comment_id: randomUUID(), body: comment.body, actor: { userId: user(comment.author), now: now.toISOString() } },
            },
          ),
        );
      }
      if (task.status) await act({ type: 'ChangeTaskStatus', data: { status: task.status, today: now.toISOString().slice(0, 10) } });
    }
    for (const protocol of DEMO_PROTOCOLS) {
      const { actor, context } = await this.caller(ids.accountId, user(protocol.author));
      const create = new CreateProtocol(context, actor, {
        title: protocol.title,
        type: ids.protocolTypes.get(protocol.type)!,
        teams: protocol.teams.map((name) => ids.teams.get(name)!),
        date: day(now, protocol.date_in),
        body: protocol.body,
        attendees: protocol.attendees.map(user),
        published: true,
      });
      await this.commands.execute<CreateProtocol, AppendResult>(create);
      for (const contact of protocol.contacts ?? []) {
        const link = {
          type: 'LinkProtocolContact' as const,
          data: { contact_id: ids.contacts.get(contact.name)!, public: contact.public, known: true },
        };
        await this.commands.execute<ActOnProtocol, AppendResult>(new ActOnProtocol(context, actor, create.id, link));
      }
      for (const title of protocol.tasks ?? []) {
        await this.commands.execute<PerformTaskAction, AppendResult>(
          new PerformTaskAction(
            context,
            taskIds.get(title)!,
            { actor, action: 'edit' },
            { type: 'LinkTaskProtocol', data: { protocol_id: create.id, protocolKnown: true } },
          ),
        );
      }
    }
    await this.seedOffers(ids, now);
    return this.seedSurveys(ids, now);
  }

  /**
   * Issue 15: each survey made, published by its author, answered by the assignees named (as
   * they would: PUT …/answers/mine), and closed when the data says so. `DAY+n` in a date
   * answer is n days from the day of seeding.
   */
  private async seedSurveys(ids: DemoIds, now: Date): Promise<AppendResult> {
    const user = (name: string) => ids.users.get(name)!;
    const today = now.toISOString().slice(0, 10);
    let last: AppendResult | undefined;
    for (const survey of DEMO_SURVEYS) {
      const author = await this.caller(ids.accountId, user(survey.author));
      const authorNow = { userId: author.actor.userId, now: now.toISOString() };
      const create = new CreateSurvey(author.context, author.actor, {
        title: survey.title,
        description: survey.description,
        anonymous: survey.anonymous,
        start_date: day(now, survey.start_in),
        due_date: day(now, survey.due_in),
        assignees: survey.assignees.map(user),
        questions: [...survey.questions],
      });
      await this.commands.execute<CreateSurvey, AppendResult>(create);
      const byAuthor = (action: ConstructorParameters<typeof PerformSurveyAction>[3]) =>
        this.commands.execute<PerformSurveyAction, AppendResult>(
          new PerformSurveyAction(author.context, create.id, { actor: author.actor, action: 'edit' }, action),
        );
      last = await byAuthor({ type: 'ChangeSurveyStatus', data: { status: 'published', actor: authorNow } });
      for (const [name, given] of Object.entries(survey.answers)) {
        const { actor, context } = await this.caller(ids.accountId, user(name));
        const answers = given.map(({ question_id, answer }) => ({
          question_id,
          answer: typeof answer === 'string' && answer.startsWith('DAY+') ? day(now, Number(answer.slice(4))) : answer,
        }));
        last = await this.commands.execute<PerformSurveyAction, AppendResult>(
          new PerformSurveyAction(
            context,
            create.id,
            { actor, action: 'read' },
            { type: 'AnswerSurvey', data: { user_id: actor.userId, answers, submit: true, today } },
          ),
        );
      }
      if (survey.close) last = await byAuthor({ type: 'ChangeSurveyStatus', data: { status: 'closed', actor: authorNow } });
    }
    return last!;
  }

  /** The manager sets the hourly rates; then each offer is made by its author (and taken on by its status or the overdue rule). */
  private async seedOffers(ids: DemoIds, now: Date): Promise<AppendResult> {
    const user = (name: string) => ids.users.get(name)!;
    const today = now.toISOString().slice(0, 10);
    let last = await this.commands.execute<SetOfferRates, AppendResult>(
      new SetOfferRates(commandContext(ids.accountId, user('manager')), { ...DEMO_OFFER_RATES }),
    );
    for (const offer of DEMO_OFFERS) {
      const { actor, context } = await this.caller(ids.accountId, user(offer.author));
      const create = new CreateOffer(
        context,
        actor,
        {
          title: offer.title,
          type: ids.offerTypes.get(offer.type)!,
          team: ids.teams.get(offer.team)!,
          contact: ids.contacts.get(offer.contact)!,
          contact_person: ids.persons.get(offer.contact_person)!,
          valid_until: day(now, offer.valid_in),
          description: offer.description,
          comments_enabled: true,
          ...offer.calculation,
        },
        offer.published,
      );
      last = await this.commands.execute<CreateOffer, AppendResult>(create);
      if (!offer.then) continue;
      if ('overdue' in offer.then) {
        last = await this.markOverdue(ids.accountId, create.id, day(now, offer.valid_in));
        continue;
      }
      const outcome = 'outcome' in offer.then ? offer.then.outcome : null;
      last = await this.commands.execute<PerformOfferAction, AppendResult>(
        new PerformOfferAction(
          context,
          create.id,
          { actor, action: 'edit' },
          { type: 'ChangeOfferStatus', data: { status: offer.then.status, outcome, today } },
        ),
      );
    }
    return last;
  }

  /**
   * An offer whose validity passed, made overdue as MarkOfferOverdueJob does (the system,
   * no person). The job scheduled by its creation runs at once too and may come first: then
   * this decides nothing, and a clash of the two appends is decided again.
   */
  private async markOverdue(accountId: string, offerId: string, validUntil: string): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.commands.execute<MarkOfferOverdue, AppendResult>(
          new MarkOfferOverdue(commandContext(accountId, null), offerId, validUntil),
        );
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= 5) throw error;
      }
    }
  }

  private async caller(accountId: string, userId: string): Promise<{ actor: PolicyActor; context: CommandContext }> {
    const membership = await this.memberships.membership(accountId, userId);
    if (!membership) throw new Error(`demo user ${userId} is not a member of the demo organisation`);
    const actor = await this.policy.actor({ userId, accountId, roles: membership.roles, flags: membership.flags });
    return { actor, context: commandContext(accountId, userId) };
  }
}
