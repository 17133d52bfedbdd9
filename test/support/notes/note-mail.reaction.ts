import { Module, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@kollab/server/core/event-store/event-store.types';
import { SendMailJob, type SendMailJobData } from '@kollab/server/core/mail/send-mail.job';
import type { Reaction } from '@kollab/server/core/reactions/reaction';
import { ReactionsService } from '@kollab/server/core/reactions/reactions.service';

/** Test-only: every new note is mailed to its team (one mail per event, whatever happens). */
export const noteMailReaction: Reaction = {
  name: 'test-note-mail',
  eventTypes: ['NoteCreated'],
  react(event: RecordedEvent) {
    const { title, teamId } = event.data as { title: string; teamId: string };
    const mail: SendMailJobData = {
      to: `${teamId}@example.test`,
      subject: `Neue Notiz: ${title}`,
      text: `Eine neue Notiz wurde angelegt: ${title}\n`,
    };
    return [{ job: SendMailJob.jobName, data: mail }];
  },
};

@Module({})
export class NoteMailModule implements OnModuleInit {
  constructor(private readonly reactions: ReactionsService) {}

  onModuleInit(): void {
    this.reactions.register(noteMailReaction);
  }
}
