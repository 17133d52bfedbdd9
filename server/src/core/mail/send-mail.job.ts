import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORE, type FileContent, type FileStore } from '../files/file-store';
import type { JobDefinition } from '../jobs/job-queue';
import { MAILER, type MailAttachment, type Mailer, type MailMessage, type OutgoingAttachment } from './mailer';

/** The message with its attachments as references to stored files (job data stays small). */
export type SendMailJobData = MailMessage;

/** An attachment whose stored file is no longer there (deleted since the mail was enqueued). */
export class AttachmentGoneError extends Error {
  constructor(readonly attachment: MailAttachment) {
    const { accountId, fileId } = attachment.file;
    super(
      `The file attached as ${JSON.stringify(attachment.filename)} (file ${fileId} of account ${accountId}) is gone from the file store: the mail is not sent`,
    );
    this.name = 'AttachmentGoneError';
  }
}

/**
 * Delivers one message through the Mailer. Mail goes through the job queue so that an
 * SMTP server that is down or slow delays the message instead of losing it: 8 runs
 * over about 20 minutes (5 s, 10 s, 20 s … between them).
 *
 * Attachments are read from the FILE_STORE on each run and handed to the Mailer as
 * streams. A referenced file that is gone fails the run with `AttachmentGoneError`
 * (never a mail without its attachment); the runs left end the same way, and the job
 * is failed with that message.
 */
@Injectable()
export class SendMailJob implements JobDefinition<SendMailJobData> {
  static readonly jobName = 'SendMailJob';
  readonly name = SendMailJob.jobName;
  readonly attempts = 8;
  readonly backoffMs = 5000;

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async handle(data: SendMailJobData): Promise<void> {
    const { attachments, ...message } = data;
    if (!attachments?.length) {
      await this.mailer.send(message);
      return;
    }
    // Every file is looked up before any is opened: a missing one opens nothing.
    const found: Array<[MailAttachment, FileContent]> = [];
    for (const attachment of attachments) {
      const file = await this.files.get(attachment.file.accountId, attachment.file.fileId);
      if (!file) throw new AttachmentGoneError(attachment);
      found.push([attachment, file]);
    }
    const streams: Readable[] = [];
    try {
      let unreadable: (error: Error) => void = () => undefined;
      const readFailed = new Promise<never>((_, reject) => (unreadable = reject));
      const outgoing = found.map(([{ filename, contentType }, file]): OutgoingAttachment => {
        const content = file.open();
        streams.push(content);
        // A stream that fails (the file deleted between get and open, a disk error) ends the
        // run with an error naming the attachment, also should the mailer not notice it.
        content.on('error', (error: Error) =>
          unreadable(new Error(`The file attached as ${JSON.stringify(filename)} could not be read: ${error.message}`, { cause: error })),
        );
        return { filename, contentType, content };
      });
      await Promise.race([this.mailer.send({ ...message, attachments: outgoing }), readFailed]);
    } finally {
      // A send that failed before reading a stream would leave its file open.
      for (const stream of streams) stream.destroy();
    }
  }
}
